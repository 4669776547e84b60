import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';

/** Lists whose options share values on purpose: several titles give the same gender. */
const uniqueByName = new Set(['person_title_gender']);

export const listShape: Check = {
  name: 'list-shape',
  description:
    "every file of journey/lists is { name: 'insurer.<file>', options: [{ name, value }] } with unique values (person_title_gender: unique names)",
  check(documents, report) {
    for (const [file, list] of Object.entries(documents)) {
      const listName = /^lists\/([^/]+)\.json$/.exec(file)?.[1];
      if (listName === undefined) continue;
      if (!isObject(list) || !Array.isArray(list.options)) {
        report({ file, path: '', message: 'a list must be { "name": ..., "options": [...] }' });
        continue;
      }
      if (list.name !== `insurer.${listName}`)
        report({ file, path: 'name', message: `the name must be "insurer.${listName}"` });
      const key = uniqueByName.has(listName) ? 'name' : 'value';
      const seen = new Set<unknown>();
      list.options.forEach((option: unknown, index) => {
        const path = `options.${index}`;
        if (!isObject(option) || typeof option.name !== 'string' || typeof option.value !== 'string') {
          report({ file, path, message: 'an option must be { "name": text, "value": text }' });
          return;
        }
        if (seen.has(option[key])) report({ file, path, message: `the ${key} "${option[key]}" is repeated` });
        seen.add(option[key]);
      });
    }
  },
};
