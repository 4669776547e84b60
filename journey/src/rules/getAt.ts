import type { ConcretePath } from './path';

/** The value at a path, or undefined when any step of it is missing. */
export function getAt(document: unknown, path: ConcretePath): unknown {
  let node = document;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}
