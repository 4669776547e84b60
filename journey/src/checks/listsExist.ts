import { isObject } from '../steps/documentRefs';
import type { Check, Report } from './checkTypes';
import { didYouMeanText } from './didYouMean';
import { schemaLists } from './schemaLists';
import { dotted } from './uiNodes';

const isSchemaFile = (file: string) => /^(steps|forms)\/.+schema\.json$/.test(file);
const isUiFile = (file: string) => /^(steps|forms)\/.+ui\.json$/.test(file);

/** Reports each `ui:options.list` of a UI document: the list is named once, in the schema. */
function uiLists(ui: unknown, file: string, report: Report, keys: string[] = []): void {
  if (!isObject(ui)) return;
  const options = ui['ui:options'];
  if (isObject(options) && 'list' in options)
    report({
      file,
      path: dotted(keys),
      message: `names the list ${JSON.stringify(options.list)} in ui:options; name it in the schema, as "list" on the question`,
    });
  for (const [key, child] of Object.entries(ui))
    if (!key.startsWith('ui:')) uiLists(child, file, report, [...keys, key]);
}

export const listsExist: Check = {
  name: 'lists-exist',
  description:
    'every "list" keyword of a schema names a file of journey/lists, and no ui document names a list',
  check(documents, report) {
    const lists = Object.keys(documents)
      .filter((file) => /^lists\/[^/]+\.json$/.test(file))
      .map((file) => file.slice('lists/'.length, -'.json'.length));
    for (const [file, document] of Object.entries(documents)) {
      if (isUiFile(file)) uiLists(document, file, report);
      if (!isSchemaFile(file)) continue;
      for (const { keys, list } of schemaLists(document)) {
        if (typeof list === 'string' && `lists/${list}.json` in documents) continue;
        report({
          file,
          path: dotted(keys),
          message: `the list ${JSON.stringify(list)} is not a file of journey/lists${typeof list === 'string' ? didYouMeanText(list, lists) : ''}`,
        });
      }
    }
  },
};
