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

/** Whether two values are the same JSON: equal texts, numbers, booleans and nulls; keys in the same order. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  const otherKeys = Object.keys(b);
  if (keys.length !== otherKeys.length) return false;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    if (key !== otherKeys[i] || !same(a[key], b[key])) return false;
  }
  return true;
}

function reused(result: unknown, original: unknown): unknown {
  if (same(result, original)) return original;
  if (typeof result !== 'object' || typeof original !== 'object' || result === null || original === null)
    return result;
  if (Array.isArray(result)) {
    if (!Array.isArray(original)) return result;
    let copy: unknown[] | undefined;
    const shared = Math.min(result.length, original.length);
    for (let i = 0; i < shared; i += 1) {
      const item: unknown = result[i];
      const kept = reused(item, original[i]);
      if (kept !== item) (copy ??= result.slice())[i] = kept;
    }
    return copy ?? result;
  }
  if (Array.isArray(original) || !isPlain(result) || !isPlain(original)) return result;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(result)) {
    if (!Object.hasOwn(original, key)) continue;
    const value = result[key];
    const kept = reused(value, original[key]);
    if (kept !== value) putAnswer((copy ??= { ...result }), key, kept);
  }
  return copy ?? result;
}
