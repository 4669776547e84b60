import type { JourneyDocuments, JsonObject } from './stepTypes';

// References between journey documents are URI references resolved against the document's own
// path, as JSON Schema's $ref is: '../shared/driver-questions.schema.json#/definitions/about-you'.

const BASE = 'https://vanquote.example/journey/';

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The member `key` of an object, or the item of a list at the place it names ("0" is the first,
 * as a JSON pointer writes it: "allOf/1"); undefined when there is none.
 */
export function memberAt(value: unknown, key: string): unknown {
  if (isObject(value)) return Object.hasOwn(value, key) ? value[key] : undefined;
  return Array.isArray(value) && /^(0|[1-9]\d*)$/.test(key) ? value[Number(key)] : undefined;
}

/** The document path and the value a reference names, seen from the document at `from`. */
export function lookUp(reference: string, from: string, documents: JourneyDocuments): [string, unknown] {
  const url = new URL(reference, BASE + from);
  if (!url.href.startsWith(BASE)) throw new Error(`${from}: the reference '${reference}' leaves journey/`);
  const path = decodeURIComponent(url.pathname.slice(new URL(BASE).pathname.length));
  if (!(path in documents))
    throw new Error(`${from}: the reference '${reference}' names no document (${path})`);
  let value = documents[path];
  const pointer = decodeURIComponent(url.hash.slice(1));
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    const next = memberAt(value, key);
    if (next === undefined) throw new Error(`${from}: the reference '${reference}' names nothing in ${path}`);
    value = next;
  }
  return [path, value];
}
