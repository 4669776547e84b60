import { findingsOf } from '../../../tests/support/journey/checkFixture';
import { journeyDocuments } from '../../../tests/support/journey/journeyText';
import { windowsInWords } from './windowsInWords';

const shared = 'steps/shared/driver-questions.schema.json';
const sharedText = () => JSON.stringify(journeyDocuments[shared]);
/** The years the claims and convictions go back now, as the journey writes them. */
const years = Number(/"from":"today","years":-(\d+)/.exec(sharedText())?.[1]);

/** The real journey with every window counted back from today moved to `to` years. */
function withWindow(to: number): Record<string, unknown> {
  const documents = structuredClone(journeyDocuments) as Record<string, unknown>;
  documents[shared] = JSON.parse(
    sharedText().replace(/"from":"today","years":-\d+/g, `"from":"today","years":-${to}`),
  ) as unknown;
  return documents;
}

describe('windowsInWords', () => {
  test('finds nothing in the journey as written', () => {
    expect(findingsOf(windowsInWords, journeyDocuments)).toEqual([]);
  });

  test('a shorter window names each question before a list that still says the old years', () => {
    const findings = findingsOf(windowsInWords, withWindow(years - 2));
    expect(findings.map((line) => line.split(':')[0])).toEqual([
      expect.stringMatching(/^steps\/shared\/driver-questions\.schema\.json {2}.*has_convictions\.title$/),
      expect.stringMatching(/^steps\/shared\/driver-questions\.schema\.json {2}.*has_claims\.title$/),
    ]);
    for (const line of findings) expect(line).toContain(`says ${years} years, but the answers of`);
    expect(findings[1]).toContain(`go back ${years - 2} years (the earliestDate of date in ${shared})`);
  });

  test('the same window in both places finds nothing', () => {
    expect(findingsOf(windowsInWords, withWindow(years))).toEqual([]);
  });
});
