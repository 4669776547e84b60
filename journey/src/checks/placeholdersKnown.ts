import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';

/** Filled in every text from brand.json (renderer/app/journey.ts, textValues). */
const brandValues = ['brand', 'phone', 'email', 'insurer', 'frn', 'companyNumber', 'registeredOffice'];

/** The placeholders each document may use besides the brand's, as its code fills them in. */
const extraValues: Record<string, string[]> = {
  'content/pages.json': ['path', 'date'],
  'content/form.json': ['n', 'item'],
  'content/validation-messages.json': ['limit', 'min', 'max', 'field', 'code'],
};

const checked = (file: string) => file.startsWith('content/') || /^steps\/.+\.json$/.test(file);

/** Keys whose text is not wording: comments (they name placeholders) and patterns ('{8}' repeats). */
const notWording = new Set(['_comment', '$comment', '_placeholders', 'pattern']);

/** Every text of a document with its dotted path, wording only. */
function texts(value: unknown, keys: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[keys.join('.'), value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, [...keys, String(i)]));
  if (!isObject(value)) return [];
  return Object.entries(value)
    .filter(([key]) => !notWording.has(key))
    .flatMap(([key, child]) => texts(child, [...keys, key]));
}

export const placeholdersKnown: Check = {
  name: 'placeholders-known',
  description: `every {placeholder} in content and step wording is one that is filled in ({${brandValues.join('}, {')}} everywhere, and those a content file lists in its "_placeholders")`,
  check(documents, report) {
    for (const [file, document] of Object.entries(documents)) {
      if (!checked(file)) continue;
      const own = isObject(document) && Array.isArray(document._placeholders) ? document._placeholders : [];
      const known = new Set([...brandValues, ...(extraValues[file] ?? []), ...own.map(String)]);
      for (const [path, text] of texts(document))
        for (const [, name] of text.matchAll(/\{(\w+)\}/g))
          if (!known.has(name as string))
            report({
              file,
              path,
              message: `the placeholder {${name}} is never filled in (known here: ${[...known].map((k) => `{${k}}`).join(', ')})`,
            });
    }
  },
};
