import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { uiKeysNameProperties } from './uiKeysNameProperties';

const uiFile = 'steps/01-about-van/ui.json';

describe('uiKeysNameProperties', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(uiKeysNameProperties, fixtureDocuments())).toEqual([]);
  });

  test('sees the questions of then/else branches', () => {
    const documents = fixtureDocuments();
    setIn(documents, 'steps/01-about-van/schema.json', ['properties', 'van', 'then', 'properties'], {
      trailer_axles: { type: 'integer', title: 'Axles' },
    });
    setIn(documents, uiFile, ['van', 'trailer_axles'], { 'ui:widget': 'number' });
    expect(findingsOf(uiKeysNameProperties, documents)).toEqual([]);
  });

  test.each<[string, string[], unknown, string]>([
    [
      'a misspelt question',
      ['van', 'trailer_wieght'],
      { 'ui:widget': 'number' },
      `${uiFile}  van.trailer_wieght: "trailer_wieght" is not a question of the step schema (did you mean "trailer_weight"?)`,
    ],
    [
      'a misspelt ui:order entry',
      ['van', 'ui:order'],
      ['tows', 'trailor_weight', '*'],
      `${uiFile}  van.ui:order: "trailor_weight" is not a question of the step schema (did you mean "trailer_weight"?)`,
    ],
    [
      'a question listed twice in ui:order',
      ['van', 'ui:order'],
      ['tows', 'use', 'tows', '*'],
      `${uiFile}  van.ui:order: "tows" is listed twice: the form would ask the question twice. Keep one`,
    ],
    [
      'two "*" in ui:order',
      ['van', 'ui:order'],
      ['tows', '*', 'use', '*'],
      `${uiFile}  van.ui:order: "*" is listed twice: the form cannot draw this step. Keep one`,
    ],
    [
      'a list named in the ui document, which the form ignores',
      ['van', 'use', 'list'],
      'class_of_uses',
      `${uiFile}  van.use.list: names the list "class_of_uses" in the ui document, where the form ignores it; a question's list is named once, in its schema, as "list" beside its type`,
    ],
    [
      'an option written without its ui:',
      ['van', 'use', 'widget'],
      'listSelect',
      `${uiFile}  van.use.widget: "widget" is neither a question of the step schema nor an option, which is written "ui:..." (did you mean "ui:widget"?); the form ignores it`,
    ],
    [
      'a question given a text instead of its ui options',
      ['van', 'use'],
      'listSelect',
      `${uiFile}  van.use: the question "use" is given "listSelect", where the form reads an object of options such as { "ui:widget": ... }; it ignores this`,
    ],
  ])('%s', (_case, keys, value, finding) => {
    const documents = fixtureDocuments();
    setIn(documents, uiFile, keys, value);
    expect(findingsOf(uiKeysNameProperties, documents)).toEqual([finding]);
  });
});
