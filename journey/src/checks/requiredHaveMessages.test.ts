import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { requiredHaveMessages } from './requiredHaveMessages';

const schemaFile = 'steps/01-about-van/schema.json';

describe('requiredHaveMessages', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(requiredHaveMessages, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, string[], unknown, string]>([
    [
      'a required question without a message',
      ['properties', 'van', 'required'],
      ['tows', 'use'],
      `${schemaFile}  van.use: the required question has no message (errorMessage.required)`,
    ],
    [
      'a conditional question whose message was removed',
      ['properties', 'van', 'then', 'errorMessage'],
      undefined,
      `${schemaFile}  van.trailer_weight: the required question has no message (errorMessage.required)`,
    ],
  ])('%s', (_case, keys, value, finding) => {
    const documents = fixtureDocuments();
    setIn(documents, schemaFile, keys, value);
    expect(findingsOf(requiredHaveMessages, documents)).toEqual([finding]);
  });
});
