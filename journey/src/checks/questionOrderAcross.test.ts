import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { questionOrderAcross } from './questionOrderAcross';

const schemaFile = 'steps/01-about-van/schema.json';
const uiFile = 'steps/01-about-van/ui.json';
const at = `${uiFile}  ui:questionOrder`;

/** The fixture with a second object beside the van, and a question of the document itself. */
function twoObjects() {
  const documents = fixtureDocuments();
  setIn(documents, schemaFile, ['properties', 'owner'], {
    type: 'object',
    properties: { name: { type: 'object', properties: { first: { type: 'string', title: 'First name' } } } },
  });
  setIn(documents, schemaFile, ['properties', 'note'], { type: 'string', title: 'Anything else?' });
  return documents;
}

describe('questionOrderAcross', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(questionOrderAcross, fixtureDocuments())).toEqual([]);
  });

  test('accepts questions of several objects, objects whole and "*"', () => {
    const documents = twoObjects();
    setIn(documents, uiFile, ['ui:questionOrder'], ['van.tows', 'owner', 'van.use', 'note', '*']);
    expect(findingsOf(questionOrderAcross, documents)).toEqual([]);
  });

  test.each<[string, string[], unknown, string]>([
    [
      'not a list of names',
      ['ui:questionOrder'],
      'van.tows',
      `${at}: ui:questionOrder lists question names ("child" or "child.question") and "*"`,
    ],
    [
      'a misspelt object',
      ['ui:questionOrder'],
      ['vann.tows', '*'],
      `${at}: "vann.tows": "vann" is not a question of the step schema here (did you mean "van"?)`,
    ],
    [
      'a misspelt question',
      ['ui:questionOrder'],
      ['van.towz', '*'],
      `${at}: "van.towz": "towz" is not a question of "van" in the step schema (did you mean "tows"?)`,
    ],
    [
      'a question two levels down',
      ['ui:questionOrder'],
      ['owner.name.first', '*'],
      `${at}: "owner.name.first": only the questions of "owner" itself can be placed: name "owner.name" whole`,
    ],
    [
      'a question of a question that is no object',
      ['ui:questionOrder'],
      ['note.text', '*'],
      `${at}: "note.text": "note" has no questions of its own to place one by one: name it whole ("note")`,
    ],
    [
      'a question listed twice',
      ['ui:questionOrder'],
      ['van.tows', 'owner', 'van.tows', '*'],
      `${at}: "van.tows" is listed twice: the form would ask the question twice. Keep one`,
    ],
    [
      'two "*"',
      ['ui:questionOrder'],
      ['van.tows', '*', 'owner', '*'],
      `${at}: "*" is listed twice: keep one "*"`,
    ],
    [
      'an object named whole and by its questions',
      ['ui:questionOrder'],
      ['van', 'owner', 'van.tows', '*'],
      `${at}: "van" is named whole and by its questions: the form would ask them twice. Keep one`,
    ],
  ])('%s', (_case, keys, value, finding) => {
    const documents = twoObjects();
    setIn(documents, uiFile, keys, value);
    expect(findingsOf(questionOrderAcross, documents)).toEqual([finding]);
  });

  test('an object placed in parts draws no group of its own', () => {
    const documents = twoObjects();
    setIn(documents, schemaFile, ['properties', 'van', 'title'], 'Your van');
    setIn(documents, uiFile, ['ui:questionOrder'], ['van.tows', 'owner', '*']);
    expect(findingsOf(questionOrderAcross, documents)).toEqual([
      `${at}: "van" draws a group with its title, which would be drawn once for each part: give it "ui:label": false, or name it whole ("van")`,
    ]);
    // The checks read each set of documents once: the fixed documents are a new set.
    const fixed = structuredClone(documents);
    setIn(fixed, uiFile, ['van', 'ui:label'], false);
    expect(findingsOf(questionOrderAcross, fixed)).toEqual([]);
  });

  test('an object a widget draws whole is named whole', () => {
    const documents = twoObjects();
    setIn(documents, uiFile, ['owner', 'ui:widget'], 'postcodeAddress');
    setIn(documents, uiFile, ['ui:questionOrder'], ['owner.name', 'van', '*']);
    expect(findingsOf(questionOrderAcross, documents)).toEqual([
      `${at}: "owner" is drawn whole by its widget "postcodeAddress": name it whole ("owner")`,
    ]);
  });

  test('names the place of an order below the document', () => {
    const documents = twoObjects();
    setIn(documents, uiFile, ['van', 'ui:questionOrder'], ['tows.x', '*']);
    expect(findingsOf(questionOrderAcross, documents)).toEqual([
      `${uiFile}  van.ui:questionOrder: "tows.x": "tows" has no questions of its own to place one by one: name it whole ("tows")`,
    ]);
  });
});
