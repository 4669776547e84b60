import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { schemaCompiles } from './schemaCompiles';

const schemaFile = 'steps/01-about-van/schema.json';

describe('schemaCompiles', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(schemaCompiles, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, string[], unknown, string]>([
    [
      'a type that draft-07 does not have',
      ['properties', 'van', 'properties', 'tows', 'type'],
      'yesno',
      `${schemaFile}  properties.van.properties.tows.type: the schema must be equal to one of the allowed values`,
    ],
    [
      'a keyword strict ajv does not know',
      ['properties', 'van', 'properties', 'tows', 'tittle'],
      'Tows?',
      `${schemaFile}  does not compile: strict mode: unknown keyword: "tittle"`,
    ],
    [
      'a $schema that is not an address',
      ['$schema'],
      { draft: 7 },
      `${schemaFile}  $schema: the schema cannot be read: $schema must be a string`,
    ],
  ])('%s', (_case, keys, value, finding) => {
    const documents = fixtureDocuments();
    setIn(documents, schemaFile, keys, value);
    expect(findingsOf(schemaCompiles, documents)).toContain(finding);
  });

  test('leaves a reference that names nothing to refs-resolve, which says where it is written', () => {
    const documents = fixtureDocuments();
    setIn(
      documents,
      schemaFile,
      ['properties', 'van', 'properties', 'use', '$ref'],
      '../shared/nope.schema.json',
    );
    expect(findingsOf(schemaCompiles, documents)).toEqual([]);
  });
});

describe('schemaCompiles and the list keyword', () => {
  test('a list that exists compiles; one that does not is left to listsExist', () => {
    const documents = fixtureDocuments();
    setIn(documents, schemaFile, ['properties', 'van', 'properties', 'use', 'list'], 'class_of_uses');
    expect(findingsOf(schemaCompiles, documents)).toEqual([]);
  });

  test('a list name that is not a key does not compile', () => {
    const documents = fixtureDocuments();
    setIn(documents, schemaFile, ['properties', 'van', 'properties', 'use', 'list'], 'Class of use');
    expect(findingsOf(schemaCompiles, documents)).toEqual([
      `${schemaFile}  does not compile: keyword "list" value is invalid at path "#/properties/van/properties/use": data must match pattern "^[a-z0-9_]+$"`,
    ]);
  });
});
