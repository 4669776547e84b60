import { fixtureDocuments, findingsOf, setIn } from './checkFixture';
import { listsExist } from './listsExist';

const uiFile = 'steps/01-about-van/ui.json';

describe('listsExist', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(listsExist, fixtureDocuments())).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string]>([
    [
      'a misspelt list',
      (d) => setIn(d, uiFile, ['van', 'use', 'ui:options', 'list'], 'class_of_uses'),
      `${uiFile}  van.use: the list "class_of_uses" is not a file of journey/lists`,
    ],
    [
      'a list file removed',
      (d) => delete d['lists/class_of_use.json'],
      `${uiFile}  van.use: the list "class_of_use" is not a file of journey/lists`,
    ],
  ])('%s', (_case, breakIt, finding) => {
    const documents = fixtureDocuments();
    breakIt(documents);
    expect(findingsOf(listsExist, documents)).toEqual([finding]);
  });
});
