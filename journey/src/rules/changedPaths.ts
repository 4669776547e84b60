import type { Segment } from './path';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The places under `roots` where `document` and `reference` differ: an answer one has and the
 * other has not, a value that is not the same, a list of another length, an object where the
 * other has something else. Where both hold the very same object nothing below is looked at, so
 * a document that shares all but a few answers with `reference` costs those few.
 */
export function changedPaths(document: unknown, reference: unknown, roots: readonly string[]): Segment[][] {
  const found: Segment[][] = [];
  if (!isRecord(document) || !isRecord(reference)) return roots.map((root) => [root]);
  for (const root of roots) {
    const here = Object.hasOwn(document, root);
    if (here !== Object.hasOwn(reference, root)) found.push([root]);
    else if (here && document[root] !== reference[root])
      compare(document[root], reference[root], [root], found);
  }
  return found;
}

// A path is made only for an answer that is not the very same: most are.
function compare(a: unknown, b: unknown, path: Segment[], found: Segment[][]): void {
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) compare(a[i], b[i], [...path, i], found);
    return;
  }
  if (!isRecord(a) || !isRecord(b)) {
    found.push(path);
    return;
  }
  for (const key of Object.keys(a)) {
    if (!Object.hasOwn(b, key)) found.push([...path, key]);
    else if (a[key] !== b[key]) compare(a[key], b[key], [...path, key], found);
  }
  for (const key of Object.keys(b)) if (!Object.hasOwn(a, key)) found.push([...path, key]);
}
