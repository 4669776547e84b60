import { fixtureDocuments, findingsOf } from '../../../tests/support/journey/checkFixture';
import { listShape } from './listShape';

const file = 'lists/class_of_use.json';
const option = (name: string, value: string) => ({ name, value });

describe('listShape', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(listShape, fixtureDocuments())).toEqual([]);
  });

  test('lets person_title_gender repeat values but not names', () => {
    const documents = {
      'lists/person_title_gender.json': {
        name: 'insurer.person_title_gender',
        options: [option('Mrs', 'F'), option('Miss', 'F'), option('Mrs', 'F')],
      },
    };
    expect(findingsOf(listShape, documents)).toEqual([
      'lists/person_title_gender.json  options.2: the name "Mrs" is repeated',
    ]);
  });

  test.each<[string, unknown, string]>([
    [
      'a name that is not the file',
      { name: 'insurer.class', options: [option('A', '1')] },
      `${file}  name: the name must be "insurer.class_of_use"`,
    ],
    [
      'no options',
      { name: 'insurer.class_of_use' },
      `${file}  a list must be { "name": ..., "options": [...] }`,
    ],
    [
      'a value that is a number',
      { name: 'insurer.class_of_use', options: [{ name: 'A', value: 1 }] },
      `${file}  options.0: an option must be { "name": text, "value": text }`,
    ],
    [
      'a repeated value',
      { name: 'insurer.class_of_use', options: [option('A', '1'), option('B', '1')] },
      `${file}  options.1: the value "1" is repeated`,
    ],
  ])('%s', (_case, list, finding) => {
    expect(findingsOf(listShape, { ...fixtureDocuments(), [file]: list })).toEqual([finding]);
  });
});
