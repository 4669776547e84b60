import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { listsExist } from './listsExist';

const schemaFile = 'steps/01-about-van/schema.json';
const uiFile = 'steps/01-about-van/ui.json';
const use = ['properties', 'van', 'properties', 'use'];

describe('listsExist', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(listsExist, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string]>([
    [
      'a misspelt list',
      (d) => setIn(d, schemaFile, [...use, 'list'], 'class_of_uses'),
      `${schemaFile}  properties.van.properties.use.list: the list "class_of_uses" is not a file of journey/lists (did you mean "class_of_use"?)`,
    ],
    [
      'a list file removed',
      (d) => delete d['lists/class_of_use.json'],
      `${schemaFile}  properties.van.properties.use.list: the list "class_of_use" is not a file of journey/lists`,
    ],
    [
      'a list named in an if/then branch',
      (d) =>
        setIn(
          d,
          schemaFile,
          ['properties', 'van', 'then', 'properties', 'trailer_weight', 'list'],
          'weights',
        ),
      `${schemaFile}  properties.van.then.properties.trailer_weight.list: the list "weights" is not a file of journey/lists`,
    ],
    [
      'a list named on array items in a shared definition',
      (d) => {
        d['steps/shared/questions.schema.json'] = {};
        setIn(
          d,
          'steps/shared/questions.schema.json',
          ['definitions', 'claims', 'items', 'properties', 'kind', 'list'],
          'claim',
        );
      },
      'steps/shared/questions.schema.json  definitions.claims.items.properties.kind.list: the list "claim" is not a file of journey/lists',
    ],
    [
      'a list named in the ui document as well',
      (d) => setIn(d, uiFile, ['van', 'use', 'ui:options', 'list'], 'class_of_use'),
      `${uiFile}  van.use: names the list "class_of_use" in ui:options; name it in the schema, as "list" on the question`,
    ],
  ])('%s', (_case, breakIt, finding) => {
    const documents = fixtureDocuments();
    breakIt(documents);
    expect(findingsOf(listsExist, documents)).toEqual([finding]);
  });

  test('a question named "list" and an errorMessage for the keyword are not lists', () => {
    const documents = fixtureDocuments();
    setIn(documents, schemaFile, ['properties', 'van', 'properties', 'list'], { type: 'string' });
    setIn(documents, schemaFile, [...use, 'errorMessage'], { list: 'Please choose a use' });
    expect(findingsOf(listsExist, documents)).toEqual([]);
  });
});
