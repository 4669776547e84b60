import { isObject, lookUp } from './documentRefs';
import { rewordSchema } from './rewordDocument';
import type { JourneyDocuments, JsonObject, Reword } from './stepTypes';

const maxDepth = 20;

function inline(
  node: unknown,
  at: string,
  documents: JourneyDocuments,
  reword: Reword,
  depth: number,
): unknown {
  if (depth > maxDepth) throw new Error(`${at}: references nest too deeply (a cycle?)`);
  if (Array.isArray(node)) return node.map((item) => inline(item, at, documents, reword, depth));
  if (!isObject(node)) return node;
  const { $ref, 'x-wording': wording, 'x-negate': negate, ...rest } = node;
  const own = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inline(value, at, documents, reword, depth)]),
  );
  if ($ref === undefined) {
    if (wording !== undefined) throw new Error(`${at}: "x-wording" belongs beside a "$ref"`);
    if (negate !== undefined) throw new Error(`${at}: "x-negate" belongs beside a "$ref"`);
    return own;
  }
  if (typeof $ref !== 'string') throw new Error(`${at}: "$ref" must be a string`);
  if (negate !== undefined) return negated($ref, negate, own, at, documents);
  if (wording !== undefined && wording !== 'third-person')
    throw new Error(`${at}: "x-wording" can only be "third-person", not ${JSON.stringify(wording)}`);
  const [path, target] = lookUp($ref, at, documents);
  let included = inline(target, path, documents, reword, depth + 1);
  if (wording === 'third-person') included = rewordSchema(included, reword);
  if (Object.keys(own).length === 0) return included;
  // A reference with other keywords beside it: both apply, as allOf says.
  return { ...own, allOf: [included, ...((own.allOf as unknown[] | undefined) ?? [])] };
}

/**
 * `{ "$ref": ..., "x-negate": true }`: the number the reference names, less than zero (a date
 * bound counted back from today by the oldest age, `"years": -120`, written where 120 is).
 */
function negated(
  reference: string,
  negate: unknown,
  own: JsonObject,
  at: string,
  documents: JourneyDocuments,
): number {
  if (negate !== true) throw new Error(`${at}: "x-negate" can only be true`);
  if (Object.keys(own).length > 0)
    throw new Error(`${at}: a "$ref" with "x-negate" names a number and takes nothing else beside it`);
  const [, target] = lookUp(reference, at, documents);
  if (typeof target !== 'number')
    throw new Error(
      `${at}: "x-negate" needs a number, but the reference '${reference}' names ${JSON.stringify(target)}`,
    );
  return -target;
}

/**
 * A step schema with every `$ref` to another journey document replaced by what it names. A
 * reference marked `"x-wording": "third-person"` is included with its titles and messages
 * reworded by `reword`; the text written beside it is the document's own and stays as it is. A
 * reference may name a single value, such as a limit written once on another question
 * (`"minAge": { "$ref": "#/.../date_of_birth/minAge" }`); with `"x-negate": true` beside it, the
 * negative of that number.
 */
export function inlineReferences(
  schema: unknown,
  at: string,
  documents: JourneyDocuments,
  reword: Reword,
): JsonObject {
  const result = inline(schema, at, documents, reword, 0);
  if (!isObject(result)) throw new Error(`${at}: a schema must be an object`);
  return result;
}
