import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';
import { checkedDocuments } from './loadedSteps';
import { dotted, uiNodes } from './uiNodes';

export const listsExist: Check = {
  name: 'lists-exist',
  description: 'every ui:options.list names a file of journey/lists',
  check(documents, report) {
    for (const { step, uiFile } of checkedDocuments(documents)) {
      for (const { keys, ui } of uiNodes(step.ui, [step.schema])) {
        const options = ui['ui:options'];
        const list = isObject(options) ? options.list : undefined;
        if (list === undefined || (typeof list === 'string' && `lists/${list}.json` in documents)) continue;
        report({
          file: uiFile,
          path: dotted(keys),
          message: `the list ${JSON.stringify(list)} is not a file of journey/lists`,
        });
      }
    }
  },
};
