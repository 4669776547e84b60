import type { ConcretePath } from './path';

/**
 * A copy of `document` without the answer at `path` (the key is removed). Returns `document`
 * itself when there is no such answer. Array items are never removed this way: a path that ends
 * with an index changes nothing.
 */
export function clearAt(document: unknown, path: ConcretePath): unknown {
  if (path.length === 0) return document;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (document === null || typeof document !== 'object') return document;
  if (Array.isArray(document)) {
    if (typeof head !== 'number' || rest.length === 0 || head >= document.length) return document;
    const item: unknown = document[head];
    const cleared = clearAt(item, rest);
    if (cleared === item) return document;
    const copy = [...(document as unknown[])];
    copy[head] = cleared;
    return copy;
  }
  const record = document as Record<string, unknown>;
  if (typeof head !== 'string' || !Object.hasOwn(record, head)) return document;
  if (rest.length === 0) {
    const copy = { ...record };
    delete copy[head];
    return copy;
  }
  const cleared = clearAt(record[head], rest);
  return cleared === record[head] ? document : { ...record, [head]: cleared };
}
