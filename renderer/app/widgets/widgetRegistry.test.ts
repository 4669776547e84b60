import { describe, expect, test } from 'vitest';
import { knownWidgets } from '../../../journey/src/checks/knownWidgets';
import { engineWidgets, templateWidgetNames } from '../../engine/widgets/index';
import { appWidgets } from './appWidgets';

describe('the widget registry', () => {
  test('draws exactly the widgets the journey checker allows in ui.json', () => {
    // RJSF's own names (TextWidget, SelectWidget, ...) are overridden too; journey names are camelCase.
    const journeyNames = [
      ...Object.keys(engineWidgets),
      ...Object.keys(appWidgets),
      ...templateWidgetNames,
    ].filter((name) => /^[a-z]/.test(name));
    expect(journeyNames.sort()).toEqual([...knownWidgets].sort());
  });
});
