import type { Check } from './checkTypes';
import { didYouMeanText } from './didYouMean';
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
        // The one meant when it is a letter or two away, else every widget there is.
        const meant = typeof widget === 'string' ? didYouMeanText(widget, knownWidgets).trim() : '';
        report({
          file: uiFile,
          path: dotted(keys),
          message: `the widget ${JSON.stringify(widget)} is not one the form draws ${
            meant || `(the widgets: ${knownWidgets.join(', ')})`
          }`,
        });
      }
    }
  },
};
