import { questionsOf } from '../steps/schemaResolver';
import type { Check } from './checkTypes';
import { checkedDocuments } from './loadedSteps';
import { dotted, uiNodes } from './uiNodes';

export const uiKeysNameProperties: Check = {
  name: 'ui-keys-name-properties',
  description:
    'every key of ui.json (nested objects and ui:order entries) names a question of the step schema, through if/then/else, allOf and $ref',
  check(documents, report) {
    for (const { step, uiFile } of checkedDocuments(documents)) {
      for (const { keys, ui, schemas } of uiNodes(step.ui, [step.schema])) {
        if (schemas.length === 0) {
          report({
            file: uiFile,
            path: dotted(keys),
            message: `"${keys.at(-1)}" is not a question of the step schema`,
          });
          continue;
        }
        const order = ui['ui:order'];
        if (!Array.isArray(order)) continue;
        const known = questionsOf(schemas);
        for (const name of order)
          if (name !== '*' && !known.has(name))
            report({
              file: uiFile,
              path: dotted([...keys, 'ui:order']),
              message: `"${String(name)}" is not a question of the step schema`,
            });
      }
    }
  },
};
