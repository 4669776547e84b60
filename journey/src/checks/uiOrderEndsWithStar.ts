import type { Check } from './checkTypes';
import { checkedDocuments } from './loadedSteps';
import { dotted, uiNodes } from './uiNodes';

export const uiOrderEndsWithStar: Check = {
  name: 'ui-order-ends-with-star',
  description: "every ui:order ends with '*', so a question missing from it is still shown",
  check(documents, report) {
    for (const { step, uiFile } of checkedDocuments(documents)) {
      for (const { keys, ui } of uiNodes(step.ui, [step.schema])) {
        const order = ui['ui:order'];
        if (order === undefined) continue;
        if (!Array.isArray(order) || order.at(-1) !== '*')
          report({
            file: uiFile,
            path: dotted([...keys, 'ui:order']),
            message: `ui:order must end with '*'`,
          });
      }
    }
  },
};
