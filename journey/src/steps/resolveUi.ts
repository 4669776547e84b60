import { isObject, lookUp } from './documentRefs';
import { rewordUi } from './rewordDocument';
import type { JourneyDocuments, JsonObject, Reword } from './stepTypes';

/** `b` laid over `a`: objects merge key by key, anything else in `b` replaces what `a` has. */
function overlay(a: unknown, b: unknown): unknown {
  if (!isObject(a) || !isObject(b)) return b;
  const result: JsonObject = { ...a };
  for (const [key, value] of Object.entries(b)) result[key] = key in a ? overlay(a[key], value) : value;
  return result;
}

function resolve(
  node: unknown,
  at: string,
  documents: JourneyDocuments,
  reword: Reword,
  depth: number,
): unknown {
  if (depth > 20) throw new Error(`${at}: "ui:extends" nests too deeply (a cycle?)`);
  if (!isObject(node)) return node;
  const { 'ui:extends': extendsRefs, 'ui:wording': wording, ...rest } = node;
  if (wording !== undefined && (wording !== 'third-person' || extendsRefs === undefined))
    throw new Error(`${at}: "ui:wording" can only be "third-person", beside "ui:extends"`);
  let base: unknown = {};
  for (const reference of [extendsRefs ?? []].flat()) {
    if (typeof reference !== 'string') throw new Error(`${at}: "ui:extends" takes references (strings)`);
    const [path, target] = lookUp(reference, at, documents);
    base = overlay(base, resolve(target, path, documents, reword, depth + 1));
  }
  if (wording === 'third-person') base = rewordUi(base, reword);
  const own = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      key.startsWith('ui:') ? value : resolve(value, at, documents, reword, depth),
    ]),
  );
  return overlay(base, own);
}

/**
 * A step's UI schema with every `"ui:extends"` (a reference or a list of them, to shared UI
 * documents) replaced by what it names, the step's own keys laid over it. With
 * `"ui:wording": "third-person"` the included help and placeholder texts are reworded.
 */
export function resolveUi(ui: unknown, at: string, documents: JourneyDocuments, reword: Reword): JsonObject {
  const result = resolve(ui, at, documents, reword, 0);
  if (!isObject(result)) throw new Error(`${at}: a UI schema must be an object`);
  return result;
}
