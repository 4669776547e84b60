import { fixtureDocuments, findingsOf, setIn } from '../../../tests/support/journey/checkFixture';
import { uiOrderEndsWithStar } from './uiOrderEndsWithStar';

const uiFile = 'steps/01-about-van/ui.json';

describe('uiOrderEndsWithStar', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(uiOrderEndsWithStar, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, string[], unknown, string]>([
    ['no star', ['van', 'ui:order'], ['tows', 'use'], `${uiFile}  van.ui:order: ui:order must end with '*'`],
    ['a star first', ['ui:order'], ['*', 'van'], `${uiFile}  ui:order: ui:order must end with '*'`],
  ])('%s', (_case, keys, value, finding) => {
    const documents = fixtureDocuments();
    setIn(documents, uiFile, keys, value);
    expect(findingsOf(uiOrderEndsWithStar, documents)).toEqual([finding]);
  });
});
