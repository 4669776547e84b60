import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';
import { codesOf, RATEBOOK_FILE, ratebookOf } from './ratebookDocument';

// An add-on is offered to a customer only at the price the ratebook gives it (its "addons" list):
// an add-on written in addons.json that the ratebook does not price is never offered, and nothing
// else says so. Codes the ratebook prices without a catalogue entry show the customer a bare code.

const CATALOGUE = 'addons.json';
const shown = RATEBOOK_FILE.slice('../'.length);

export const addonsPriced: Check = {
  name: 'addons-priced',
  description: `every add-on of ${CATALOGUE} has a price in the ratebook (${shown}), and every add-on the ratebook prices is in ${CATALOGUE}`,
  check(documents, report) {
    const ratebook = ratebookOf(documents);
    const catalogue = documents[CATALOGUE];
    if (!ratebook || !isObject(catalogue)) return;
    const written = codesOf(catalogue.addons);
    const priced = codesOf(ratebook.addons);
    const pricedCodes = new Set(priced.map(({ code }) => code));
    const writtenCodes = new Set(written.map(({ code }) => code));
    for (const { code, index } of written) {
      if (pricedCodes.has(code)) continue;
      report({
        file: CATALOGUE,
        path: `addons.${index}.code`,
        message: `the add-on ${code} has no price in the ratebook, so it is never offered to customers: add { "code": "${code}", "premium_pence": ... } to "addons" in ${shown}`,
      });
    }
    for (const { code, index } of priced) {
      if (writtenCodes.has(code)) continue;
      report({
        file: RATEBOOK_FILE,
        path: `addons.${index}.code`,
        message: `the ratebook prices the add-on ${code}, which journey/${CATALOGUE} does not describe, so customers would be offered it by its code alone: add its title, texts and documents to journey/${CATALOGUE}, or remove its price`,
      });
    }
  },
};
