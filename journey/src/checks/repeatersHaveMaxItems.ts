import { answerName, askedQuestions, widgetOf } from './askedQuestions';
import type { Check } from './checkTypes';

// A repeater hides its Add button once its list holds the list's `maxItems` (spec 000 section 2:
// repeater lists have a maximum, 5 unless said otherwise). The engine takes the maximum from the
// schema only, never from a number of its own or of the ui document, so a repeater whose schema
// states none would let the customer add items without end, each refused only on Continue.

export const repeatersHaveMaxItems: Check = {
  name: 'repeaters-have-max-items',
  description:
    'every list drawn as a repeater states its maximum as maxItems in its schema (where the Add button reads it)',
  check(documents, report) {
    const places = new Set<string>();
    for (const question of askedQuestions(documents)) {
      if (widgetOf(question) !== 'repeater') continue;
      if (question.definitions.some(({ node }) => typeof node.maxItems === 'number')) continue;
      const { file, keys } = question.place;
      const path = keys.join('.');
      if (places.has(`${file}|${path}`)) continue;
      places.add(`${file}|${path}`);
      report({
        file,
        path,
        message: `the list ${answerName(question.answer)} is drawn as a repeater but states no maxItems: its Add button would never hide; write the most items it takes (the specification's default is 5) as "maxItems"`,
      });
    }
  },
};
