import { isObject, memberAt } from '../steps/documentRefs';
import type { JourneyDocuments } from '../steps/stepTypes';
import { didYouMeanText } from './didYouMean';

// A reference is resolved as the journey's loader resolves it (journey/src/steps/documentRefs.ts):
// a URI reference against the document's own path under journey/. Here every way it can fail
// gets its own sentence, for the checker to show instead of the loader's or ajv's error.

const BASE = 'https://vanquote.example/journey/';

/** What a reference names: the document, the keys inside it, and the value there. */
export interface ReferenceTarget {
  file: string;
  keys: string[];
  value: unknown;
}

export type Resolution = { target: ReferenceTarget } | { problem: string };

/** 'in definitions.marital-status', or 'at its top level' for the document itself. */
const place = (keys: readonly string[]) => (keys.length === 0 ? 'at its top level' : `in ${keys.join('.')}`);

/**
 * Resolves `reference`, written in the document `from` (relative to journey/), among the
 * documents; a reference that names nothing gets a sentence saying why, in a product person's words.
 * With `numbers`, a reference may also name a number: a limit written once and named where it
 * applies again (`"years": { "$ref": "#/.../date_of_birth/minAge" }`).
 */
export function resolveReference(
  reference: unknown,
  from: string,
  documents: JourneyDocuments,
  { numbers = false }: { numbers?: boolean } = {},
): Resolution {
  if (typeof reference !== 'string' || reference === '')
    return { problem: `a reference must be a text naming a schema, not ${JSON.stringify(reference)}` };
  const shown = JSON.stringify(reference);
  let url: URL;
  try {
    url = new URL(reference, BASE + from);
  } catch {
    return { problem: `the reference ${shown} is not a valid address` };
  }
  if (!url.href.startsWith(BASE))
    return {
      problem: `the reference ${shown} points outside journey/: a journey document can only include other journey documents`,
    };
  const file = decodeURIComponent(url.pathname.slice(new URL(BASE).pathname.length));
  if (!(file in documents)) {
    // Suggest a file of the same folder, by the name the reference would then use.
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    const neighbours = Object.keys(documents)
      .filter((name) => name.startsWith(folder) && !name.slice(folder.length).includes('/'))
      .map((name) => name.slice(folder.length));
    return {
      problem: `the reference ${shown} does not exist: there is no file journey/${file}${didYouMeanText(
        file.slice(folder.length),
        neighbours,
      )}`,
    };
  }
  const pointer = decodeURIComponent(url.hash.slice(1));
  if (pointer !== '' && !pointer.startsWith('/'))
    return {
      problem: `the reference ${shown} does not exist: what follows "#" must start with "/" ("#/definitions/...")`,
    };
  const keys: string[] = [];
  let value = documents[file];
  for (const segment of pointer === '' ? [] : pointer.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    const next = memberAt(value, key);
    if (next === undefined) {
      const near = isObject(value) ? didYouMeanText(key, Object.keys(value)) : '';
      return {
        problem: `the reference ${shown} does not exist: journey/${file} has no ${JSON.stringify(key)} ${place(keys)}${near}`,
      };
    }
    keys.push(key);
    value = next;
  }
  if (!isObject(value) && !(numbers && typeof value === 'number'))
    return {
      problem: `the reference ${shown} names ${keys.length > 0 ? `${keys.join('.')} of ` : ''}journey/${file}, which is not a schema${numbers ? ' or a number' : ''}`,
    };
  return { target: { file, keys, value } };
}
