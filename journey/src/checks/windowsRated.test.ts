import ratebook from '../../../server/rating/ratebook.json';
import { findingsOf } from '../../../tests/support/journey/checkFixture';
import { journeyDocuments } from '../../../tests/support/journey/journeyText';
import { RATEBOOK_FILE } from './ratebookDocument';
import { windowsRated } from './windowsRated';

const shared = 'steps/shared/driver-questions.schema.json';
const sharedText = () => JSON.stringify(journeyDocuments[shared]);

/** The real journey and ratebook, every window counted back from today moved to `to` years. */
function withWindow(to: number, rated = ratebook.look_back_years): Record<string, unknown> {
  const documents = structuredClone(journeyDocuments) as Record<string, unknown>;
  documents[shared] = JSON.parse(
    sharedText().replace(/"from":"today","years":-\d+/g, `"from":"today","years":-${to}`),
  ) as unknown;
  documents[RATEBOOK_FILE] = { ...ratebook, look_back_years: rated };
  return documents;
}

describe('windowsRated', () => {
  const rated = ratebook.look_back_years;

  test('finds nothing in the journey and the ratebook as written', () => {
    expect(findingsOf(windowsRated, { ...journeyDocuments, [RATEBOOK_FILE]: ratebook })).toEqual([]);
  });

  test('a shorter window than the ratebook rates names the claims’ and the convictions’ dates, once each', () => {
    const findings = findingsOf(windowsRated, withWindow(rated - 2));
    expect(findings).toHaveLength(2);
    expect(findings.join('\n')).toContain(`the claims of the last ${rated - 2} years`);
    expect(findings.join('\n')).toContain(`the convictions of the last ${rated - 2} years`);
    for (const line of findings) {
      expect(line).toMatch(new RegExp(`^${shared.replaceAll('.', '\\.')} {2}\\S*earliestDate: `));
      expect(line).toContain(
        `rates those of the last ${rated} (look_back_years in server/rating/ratebook.json)`,
      );
    }
  });

  test('a longer one says what is asked and never rated', () => {
    const findings = findingsOf(windowsRated, withWindow(rated + 1));
    expect(findings.join('\n')).toContain(
      `a claim ${rated} to ${rated + 1} years old is asked for and never rated`,
    );
  });

  test('both moved together find nothing; without a ratebook it says nothing', () => {
    expect(findingsOf(windowsRated, withWindow(rated - 2, rated - 2))).toEqual([]);
    const documents = withWindow(rated - 2);
    delete documents[RATEBOOK_FILE];
    expect(findingsOf(windowsRated, documents)).toEqual([]);
  });
});
