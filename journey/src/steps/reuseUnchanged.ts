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

const own = { writable: true, enumerable: true, configurable: true };

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.getPrototypeOf(value) === Object.prototype;
}

function reused(result: unknown, original: unknown): unknown {
  if (result === original) return original;
  if (Array.isArray(result)) {
    if (!Array.isArray(original)) return result;
    let same = result.length === original.length;
    let copy: unknown[] | undefined;
    for (let i = 0; i < result.length; i += 1) {
      const item: unknown = result[i];
      const kept = i < original.length ? reused(item, original[i]) : item;
      if (kept !== original[i]) same = false;
      if (kept !== item) (copy ??= result.slice())[i] = kept;
    }
    return same ? original : (copy ?? result);
  }
  if (!isPlain(result) || !isPlain(original)) return result;
  const keys = Object.keys(result);
  const originalKeys = Object.keys(original);
  let same = keys.length === originalKeys.length;
  let copy: Record<string, unknown> | undefined;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    const value = result[key];
    const there = Object.hasOwn(original, key);
    const kept = there ? reused(value, original[key]) : value;
    if (!there || kept !== original[key] || originalKeys[i] !== key) same = false;
    // Defined, not assigned: a key "__proto__" stays an answer, never a prototype.
    if (kept !== value) Object.defineProperty((copy ??= { ...result }), key, { ...own, value: kept });
  }
  return same ? original : (copy ?? result);
}
