import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { widgetsRegistered } from './widgetsRegistered';

const uiFile = 'steps/01-about-van/ui.json';

describe('widgetsRegistered', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(widgetsRegistered, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, unknown, string]>([
    ['a misspelt widget', 'yesno', `${uiFile}  van.tows: the widget "yesno" is not registered`],
    [
      'an RJSF widget the engine does not register',
      'radio',
      `${uiFile}  van.tows: the widget "radio" is not registered`,
    ],
  ])('%s', (_case, widget, finding) => {
    const documents = fixtureDocuments();
    setIn(documents, uiFile, ['van', 'tows', 'ui:widget'], widget);
    expect(findingsOf(widgetsRegistered, documents)).toEqual([finding]);
  });
});
