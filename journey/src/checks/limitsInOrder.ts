import { limitPairs } from '../steps/limitKeywords';
import type { Check } from './checkTypes';
import { schemaNodes } from './schemaNodes';

// A lower limit above its upper one on the same question (the fewest claims 6, the most 5) leaves
// no answer that meets both: a customer who says yes to the question before the list could never
// go on. Each limit is valid on its own, so nothing else finds it.

export const limitsInOrder: Check = {
  name: 'limits-in-order',
  description:
    'no question has a lower limit above its upper one (minItems above maxItems, minimum above maximum, minLength above maxLength, minAge above maxAge)',
  check(documents, report) {
    // A definition in a shared document is named once, however many steps reach it.
    const named = new Set<string>();
    for (const found of schemaNodes(documents))
      for (const [lower, upper] of limitPairs) {
        const [least, most] = [found.node[lower], found.node[upper]];
        if (typeof least !== 'number' || typeof most !== 'number' || least <= most) continue;
        const path = [...found.keys, lower].join('.');
        if (named.has(`${found.file}|${path}`)) continue;
        named.add(`${found.file}|${path}`);
        report({
          file: found.file,
          path,
          message: `${lower} ${least} is above ${upper} ${most}: no answer meets both, so a customer asked this could not go on. Lower ${lower} or raise ${upper}`,
        });
      }
  },
};
