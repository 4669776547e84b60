import type { ConcretePath } from './path';
import { withoutAnswers } from '../putAnswer';

/**
 * A copy of `document` without the answer at `path` (the key is removed). Returns `document`
 * itself when there is no such answer. Array items are never removed this way: a path that ends
 * with an index changes nothing.
 */
export function clearAt(document: unknown, path: ConcretePath): unknown {
  return path.length === 0 ? document : clearFrom(document, path, 0);
}

// By position in the path, not by its rest: the rules clear answers that are mostly absent on
// every save and every keystroke, and a copy of the path's rest at each level was all they made.
function clearFrom(document: unknown, path: ConcretePath, depth: number): unknown {
  const head = path[depth];
  const last = depth === path.length - 1;
  if (document === null || typeof document !== 'object') return document;
  if (Array.isArray(document)) {
    if (typeof head !== 'number' || last || head >= document.length) return document;
    const item: unknown = document[head];
    const cleared = clearFrom(item, path, depth + 1);
    if (cleared === item) return document;
    const copy = [...(document as unknown[])];
    copy[head] = cleared;
    return copy;
  }
  const record = document as Record<string, unknown>;
  if (typeof head !== 'string' || !Object.hasOwn(record, head)) return document;
  if (last) {
    // Copied key by key, not copied and deleted from: an object with a key deleted is one V8
    // reads and copies slowly, and the rules read the answers again straight away.
    return withoutAnswers(record, [head]);
  }
  const cleared = clearFrom(record[head], path, depth + 1);
  return cleared === record[head] ? document : { ...record, [head]: cleared };
}
