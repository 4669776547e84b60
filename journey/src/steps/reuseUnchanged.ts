import { putAnswer } from '../putAnswer';

/**
 * `result` with every part that holds exactly what the same place of `original` holds (the same
 * keys in the same order, the same values) replaced by `original`'s part: `original` itself when
 * the whole is the same. A part that differs is `result`'s, a copy where one of its own parts is
 * `original`'s again. Neither argument is changed.
 *
 * The hidden-answer clean and the rules can undo each other's work (an answer a rule sets that no
 * question asks is removed, then set again): the answers come back the same, but in new objects,
 * and whoever holds the answers it checked (the server's entity check of the request body) would
 * check them again.
 */
export function reuseUnchanged<T>(result: T, original: unknown): T {
  return reused(result, original) as T;
}

/**
 * A new object with `answers`' keys, in their order, each answer that holds what the same answer
 * of `stored` holds being `stored`'s (reuseUnchanged, answer by answer). Whatever the journey keeps
 * for an object (what the hidden-answer clean left, what a step check found) is kept for the
 * stored document's objects, which a save that changes one answer sends back in new objects.
 * Never `stored` itself, so a caller can tell a new document from the stored one.
 */
export function sharedWith<T extends object>(answers: T, stored: object): T {
  const shared: Record<string, unknown> = {};
  const given = answers as Record<string, unknown>;
  const kept = stored as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    const value = given[key];
    putAnswer(shared, key, Object.hasOwn(kept, key) ? reused(value, kept[key]) : value);
  }
  return shared as T;
}

function isPlain(value: object): value is Record<string, unknown> {
  return Object.getPrototypeOf(value) === Object.prototype;
}

// One walk: a part is `original`'s when each of its own parts is (the same keys in the same order),
// worked out from the parts found, rather than comparing the whole and then walking it again for
// the parts of a whole that differs. Nothing is copied while the part may still be `original`'s.
function reused(result: unknown, original: unknown): unknown {
  if (result === original) return original;
  if (typeof result !== 'object' || typeof original !== 'object' || result === null || original === null)
    return result;
  if (Array.isArray(result)) {
    if (!Array.isArray(original)) return result;
    let copy: unknown[] | undefined;
    let whole = result.length === original.length;
    const shared = Math.min(result.length, original.length);
    for (let i = 0; i < shared; i += 1) {
      const item: unknown = result[i];
      const kept = reused(item, original[i]);
      if (whole && kept === original[i]) continue;
      if (whole) {
        whole = false;
        // Every item before this one is original's.
        for (let j = 0; j < i; j += 1)
          if (original[j] !== result[j]) (copy ??= result.slice())[j] = original[j];
      }
      if (kept !== item) (copy ??= result.slice())[i] = kept;
    }
    return whole ? original : (copy ?? result);
  }
  if (Array.isArray(original) || !isPlain(result) || !isPlain(original)) return result;
  const keys = Object.keys(result);
  const otherKeys = Object.keys(original);
  let whole = keys.length === otherKeys.length;
  let copy: Record<string, unknown> | undefined;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    const here = Object.hasOwn(original, key);
    const value = result[key];
    const kept = here ? reused(value, original[key]) : value;
    if (whole && here && otherKeys[i] === key && kept === original[key]) continue;
    if (whole) {
      whole = false;
      // Every answer before this one is original's.
      for (let j = 0; j < i; j += 1) {
        const before = keys[j]!;
        if (original[before] !== result[before])
          putAnswer((copy ??= { ...result }), before, original[before]);
      }
    }
    if (kept !== value) putAnswer((copy ??= { ...result }), key, kept);
  }
  return whole ? original : (copy ?? result);
}
