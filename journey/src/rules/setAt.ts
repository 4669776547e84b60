import { deepEqual } from './deepEqual';
import { getAt } from './getAt';
import type { ConcretePath } from './path';
import { putAnswer } from '../putAnswer';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy of `document` with `value` at `path`; missing (or null) objects on the way are created.
 * Returns `document` itself when the value is already there, so "nothing changed" is `===`.
 * An index into something that is not an array changes nothing: items are never invented.
 */
export function setAt(document: unknown, path: ConcretePath, value: unknown): unknown {
  if (deepEqual(getAt(document, path), value)) return document;
  return write(document, path, 0, value);
}

function write(node: unknown, path: ConcretePath, depth: number, value: unknown): unknown {
  if (depth === path.length) return value;
  const segment = path[depth] as string | number;
  if (typeof segment === 'number') {
    if (!Array.isArray(node) || segment >= node.length) return node;
    const item: unknown = node[segment];
    const written = write(item, path, depth + 1, value);
    if (written === item) return node;
    const copy = [...(node as unknown[])];
    copy[segment] = written;
    return copy;
  }
  const record = isRecord(node) ? node : {};
  const written = write(record[segment], path, depth + 1, value);
  if (written === record[segment] && record === node) return node;
  // Copied, then the one answer written: a literal with a computed key after a spread is built
  // on V8's slow path, and the rules write answers on every save and keystroke.
  const copy = { ...record };
  putAnswer(copy, segment, written);
  return copy;
}
