import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { knownWidgets } from './knownWidgets';
import { widgetsRegistered } from './widgetsRegistered';

const uiFile = 'steps/01-about-van/ui.json';

describe('widgetsRegistered', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(widgetsRegistered, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, unknown, string]>([
    [
      'a misspelt widget: the one meant',
      'yesno',
      `${uiFile}  van.tows: the widget "yesno" is not one the form draws (did you mean "yesNo"?)`,
    ],
    [
      'a letter left out',
      'listSelct',
      `${uiFile}  van.tows: the widget "listSelct" is not one the form draws (did you mean "listSelect"?)`,
    ],
    [
      'an RJSF widget the engine does not register: the widgets it does',
      'radio',
      `${uiFile}  van.tows: the widget "radio" is not one the form draws (the widgets: ${knownWidgets.join(', ')})`,
    ],
  ])('%s', (_case, widget, finding) => {
    const documents = fixtureDocuments();
    setIn(documents, uiFile, ['van', 'tows', 'ui:widget'], widget);
    expect(findingsOf(widgetsRegistered, documents)).toEqual([finding]);
  });
});
