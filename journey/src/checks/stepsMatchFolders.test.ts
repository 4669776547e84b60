import { fixtureDocuments, findingsOf } from '../../../tests/support/journey/checkFixture';
import { stepsMatchFolders } from './stepsMatchFolders';

describe('stepsMatchFolders', () => {
  test('finds nothing in sound documents', () => {
    expect(findingsOf(stepsMatchFolders, fixtureDocuments())).toEqual([]);
  });

  test('says nothing of the folders when journey.json could not be read (its own finding says why)', () => {
    const documents = fixtureDocuments();
    delete documents['journey.json'];
    expect(findingsOf(stepsMatchFolders, documents)).toEqual([]);
  });

  test.each<[string, (d: Record<string, unknown>) => void, string[]]>([
    [
      'a step without its folder',
      (d) => {
        d['journey.json'] = {
          steps: [
            { id: 'about-van', title: 'A' },
            { id: 'cover', title: 'B' },
          ],
        };
      },
      ["journey.json  steps.1: step 2 'cover' has no folder journey/steps/02-cover"],
    ],
    [
      'a folder out of order',
      (d) => {
        d['steps/02-about-van/ui.json'] = d['steps/01-about-van/ui.json'];
        delete d['steps/01-about-van/ui.json'];
        d['steps/01-cover/ui.json'] = {};
        d['journey.json'] = {
          steps: [
            { id: 'about-van', title: 'A' },
            { id: 'cover', title: 'B' },
          ],
        };
      },
      [
        "journey.json  steps.1: step 2 'cover' has no folder journey/steps/02-cover",
        'steps/01-cover/  this folder is not a step of journey.json (its steps are 01-about-van, 02-cover)',
        'steps/02-about-van/  this folder is not a step of journey.json (its steps are 01-about-van, 02-cover)',
      ],
    ],
  ])('%s', (_case, breakIt, findings) => {
    const documents = fixtureDocuments();
    breakIt(documents);
    expect(findingsOf(stepsMatchFolders, documents)).toEqual(findings);
  });
});
