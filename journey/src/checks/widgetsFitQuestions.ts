import { partsOf } from '../steps/schemaResolver';
import type { JsonObject } from '../steps/stepTypes';
import type { Check } from './checkTypes';
import { checkedDocuments } from './loadedSteps';
import { dotted, uiNodes } from './uiNodes';

// A widget draws one kind of answer: a list's options, a yes or no, a list of items, a date, a
// number. Named on a question of another kind it draws nothing a customer can choose, or an
// answer the step refuses, and the customer is stuck on that step.

/** What each widget needs of its question: answers of one of `types`, or (with `options`) a list or enum to offer. */
const needs: Record<string, { types?: string[]; options?: boolean; what: string }> = {
  listSelect: { options: true, what: "offers a list's options" },
  typeahead: { options: true, what: "offers a list's options" },
  yesNo: { types: ['boolean'], options: true, what: 'asks yes or no (true or false, or a two-option list)' },
  checkbox: { types: ['boolean'], what: 'is ticked or not (true or false)' },
  repeater: { types: ['array'], what: 'adds and removes the items of a list' },
  date: { types: ['string'], what: 'takes a date' },
  number: { types: ['number', 'integer'], what: 'takes a number' },
  currency: { types: ['number', 'integer'], what: 'takes an amount' },
  range: { types: ['number', 'integer'], what: 'slides between numbers' },
};

/** The types a question's definitions state, and whether they name options (list, enum). */
function kind(definitions: readonly JsonObject[]): { types: Set<string>; options: boolean } {
  const parts = definitions.flatMap((definition) => partsOf(definition));
  const types = new Set<string>();
  for (const { type } of parts) for (const one of [type].flat()) if (typeof one === 'string') types.add(one);
  return { types, options: parts.some((part) => typeof part.list === 'string' || Array.isArray(part.enum)) };
}

export const widgetsFitQuestions: Check = {
  name: 'widgets-fit-questions',
  description:
    'every ui:widget suits its question: listSelect and typeahead a question naming a list (or enum), yesNo a true/false answer or a list, repeater a list of items, date a text, number, currency and range a number',
  check(documents, report) {
    for (const { step, uiFile } of checkedDocuments(documents)) {
      for (const { keys, ui, schemas } of uiNodes(step.ui, [step.schema])) {
        const widget = ui['ui:widget'];
        const need = typeof widget === 'string' ? needs[widget] : undefined;
        if (!need || schemas.length === 0) continue;
        const { types, options } = kind(schemas);
        const typeFits = need.types ? [...types].some((type) => need.types!.includes(type)) : false;
        if (typeFits || (need.options && options) || (types.size === 0 && !need.options)) continue;
        const has =
          (types.size > 0 ? `takes ${[...types].join(' or ')}` : 'states no type') +
          (need.options ? ' and names no list (nor enum)' : '');
        report({
          file: uiFile,
          path: dotted([...keys, 'ui:widget']),
          message: `the widget ${JSON.stringify(widget)} ${need.what}, but the question ${keys.at(-1)} ${has} in its schema: customers could not give an answer the step accepts. Choose a widget for this kind of answer, or correct the question's schema`,
        });
      }
    }
  },
};
