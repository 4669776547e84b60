import { questionsOf } from '../steps/schemaResolver';
import type { Check } from './checkTypes';
import { didYouMeanText } from './didYouMean';
import { checkedDocuments } from './loadedSteps';
import { dotted, uiNodes } from './uiNodes';

/** What a ui document's options are called without their "ui:" (a key such as "widget" or "list" is one forgotten). */
const uiOptionNames = [
  'widget',
  'title',
  'description',
  'help',
  'placeholder',
  'options',
  'order',
  'label',
  'field',
  'disabled',
  'readonly',
  'autofocus',
  'classNames',
  'submitButtonOptions',
  'extends',
  'wording',
  'questionOrder',
];

/** ' (did you mean "ui:widget"?)' for "widget", or ''. */
const optionGuess = (key: string) => didYouMeanText(key, uiOptionNames).replace('"', '"ui:');

export const uiKeysNameProperties: Check = {
  name: 'ui-keys-name-properties',
  description:
    'every key of ui.json (nested objects and ui:order entries) names a question of the step schema, through if/then/else, allOf and $ref; any other key is an option written "ui:..."',
  check(documents, report) {
    for (const { step, uiFile } of checkedDocuments(documents)) {
      // The questions of each object met so far (an object comes before its keys), for the one meant.
      const questionsAt = new Map<string, string[]>();
      for (const { keys, ui, schemas } of uiNodes(step.ui, [step.schema])) {
        if (schemas.length === 0) {
          const name = String(keys.at(-1));
          report({
            file: uiFile,
            path: dotted(keys),
            message: `"${name}" is not a question of the step schema${didYouMeanText(
              name,
              questionsAt.get(dotted(keys.slice(0, -1))) ?? [],
            )}`,
          });
          continue;
        }
        // A key with a text, number or list beside it is no question's ui (that is an object):
        // the form ignores it, so an option without its "ui:" (or a list named here) does nothing.
        const known = questionsOf(schemas);
        questionsAt.set(dotted(keys), [...known.keys()]);
        for (const [key, value] of Object.entries(ui))
          if (!key.startsWith('ui:') && (typeof value !== 'object' || value === null || Array.isArray(value)))
            report({
              file: uiFile,
              path: dotted([...keys, key]),
              message: known.has(key)
                ? `the question "${key}" is given ${JSON.stringify(value)}, where the form reads an object of options such as { "ui:widget": ... }; it ignores this`
                : key === 'list'
                  ? `names the list ${JSON.stringify(value)} in the ui document, where the form ignores it; a question's list is named once, in its schema, as "list" beside its type`
                  : `"${key}" is neither a question of the step schema nor an option, which is written "ui:..."${optionGuess(key)}; the form ignores it`,
            });
        const order = ui['ui:order'];
        if (!Array.isArray(order)) continue;
        for (const name of order)
          if (name !== '*' && !known.has(name))
            report({
              file: uiFile,
              path: dotted([...keys, 'ui:order']),
              message: `"${String(name)}" is not a question of the step schema${didYouMeanText(String(name), [
                ...known.keys(),
              ])}`,
            });
        // A question named twice is drawn twice; a second "*" stops the form drawing the step.
        for (const name of new Set(order.filter((name, i) => order.indexOf(name) !== i)))
          report({
            file: uiFile,
            path: dotted([...keys, 'ui:order']),
            message: `"${String(name)}" is listed twice: ${name === '*' ? 'the form cannot draw this step' : 'the form would ask the question twice'}. Keep one`,
          });
      }
    }
  },
};
