import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';
import { didYouMeanText } from './didYouMean';

// The policy documents are pages at /documents/<name>, each written in content/documents/<name>.json
// (an add-on's insurance product information and wording, linked from addons.json). A link to a
// document nobody wrote gives the customer a page saying it is not found.

const LINK = /^\/documents\/([^/?#]+)$/;
const FOLDER = 'content/documents/';

/** Every text of a document with where it is written. */
function* texts(value: unknown, keys: string[]): Generator<{ text: string; keys: string[] }> {
  if (typeof value === 'string') yield { text: value, keys };
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* texts(item, [...keys, String(i)]);
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) yield* texts(item, [...keys, key]);
}

export const documentLinksExist: Check = {
  name: 'document-links-exist',
  description: 'every link to a policy document (/documents/<name>) names a file of content/documents',
  check(documents, report) {
    const written = Object.keys(documents)
      .filter((file) => file.startsWith(FOLDER) && file.endsWith('.json'))
      .map((file) => file.slice(FOLDER.length, -'.json'.length));
    for (const [file, document] of Object.entries(documents)) {
      if (file.startsWith(FOLDER)) continue;
      for (const { text, keys } of texts(document, [])) {
        const name = LINK.exec(text)?.[1];
        if (name === undefined || written.includes(name)) continue;
        report({
          file,
          path: keys.join('.'),
          message: `${JSON.stringify(text)} is no policy document: there is no file journey/${FOLDER}${name}.json${didYouMeanText(name, written)}`,
        });
      }
    }
  },
};
