import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { stepsLoad } from './stepsLoad';

describe('stepsLoad', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(stepsLoad, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string]>([
    [
      'a missing ui.json',
      (d) => delete d['steps/01-about-van/ui.json'],
      'steps/01-about-van/ui.json  is missing',
    ],
  ])('%s', (_case, breakIt, finding) => {
    const documents = fixtureDocuments();
    breakIt(documents);
    expect(findingsOf(stepsLoad, documents)).toEqual([finding]);
  });

  test('leaves a $ref to no document to refs-resolve, which says where it is written', () => {
    const documents = fixtureDocuments();
    setIn(documents, 'steps/01-about-van/schema.json', ['properties', 'van', '$ref'], '../shared/nope.json');
    expect(findingsOf(stepsLoad, documents)).toEqual([]);
  });
});
