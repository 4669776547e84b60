import type { Check } from './checkTypes';
import { RATEBOOK_FILE, ratebookOf } from './ratebookDocument';
import { schemaNodes } from './schemaNodes';
import { isObject } from '../steps/documentRefs';

// The voluntary excess a customer chooses (risk.voluntary_excess, in pounds) is granted by the
// ratebook (its voluntary_excess: maximum_pence and step_pence): an amount above its maximum is
// capped, one between its steps rounded down, and the quote then gives a smaller excess than the
// one chosen, at another price, without a word. The amounts the journey offers (its maximum and
// multipleOf) must be amounts the ratebook grants.

const ANSWER = 'risk.voluntary_excess';
const shown = RATEBOOK_FILE.slice('../'.length);
const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB')}`;

export const excessWithinRatebook: Check = {
  name: 'excess-within-ratebook',
  description: `the voluntary excess the steps offer (${ANSWER}: maximum, multipleOf) is granted by the ratebook (${shown}: voluntary_excess.maximum_pence, step_pence)`,
  check(documents, report) {
    const rules = ratebookOf(documents)?.voluntary_excess;
    if (!isObject(rules)) return;
    const { maximum_pence: most, step_pence: step } = rules;
    const asked = schemaNodes(documents).filter(
      (found) => found.root === 'step' && found.via === 'property' && found.answer?.join('.') === ANSWER,
    );
    for (const { file, keys, node } of asked) {
      const path = keys.join('.');
      if (typeof node.maximum === 'number' && typeof most === 'number' && node.maximum * 100 > most)
        report({
          file,
          path: `${path}.maximum`,
          message: `customers may choose a voluntary excess up to ${pounds(node.maximum * 100)}, but the ratebook grants at most ${pounds(most)}: a larger one would be quoted as ${pounds(most)}. Lower the maximum, or raise voluntary_excess.maximum_pence in ${shown}`,
        });
      if (
        typeof node.multipleOf === 'number' &&
        typeof step === 'number' &&
        (node.multipleOf * 100) % step !== 0
      )
        report({
          file,
          path: `${path}.multipleOf`,
          message: `customers may choose a voluntary excess in steps of ${pounds(node.multipleOf * 100)}, but the ratebook grants it in steps of ${pounds(step)}: an amount between them would be quoted rounded down. Make the steps a multiple of ${pounds(step)}, or change voluntary_excess.step_pence in ${shown}`,
        });
    }
  },
};
