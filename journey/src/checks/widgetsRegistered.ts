import type { Check } from './checkTypes';
import { knownWidgets } from './knownWidgets';
import { checkedDocuments } from './loadedSteps';
import { dotted, uiNodes } from './uiNodes';

export const widgetsRegistered: Check = {
  name: 'widgets-registered',
  description: `every ui:widget is one the engine registers (${knownWidgets.join(', ')})`,
  check(documents, report) {
    for (const { step, uiFile } of checkedDocuments(documents)) {
      for (const { keys, ui } of uiNodes(step.ui, [step.schema])) {
        const widget = ui['ui:widget'];
        if (widget === undefined || knownWidgets.includes(widget as string)) continue;
        report({
          file: uiFile,
          path: dotted(keys),
          message: `the widget ${JSON.stringify(widget)} is not registered`,
        });
      }
    }
  },
};
