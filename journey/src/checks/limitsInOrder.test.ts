import { findingsOf } from '../../../tests/support/journey/checkFixture';
import { journeyDocuments } from '../../../tests/support/journey/journeyText';
import { limitsInOrder } from './limitsInOrder';

const shared = 'steps/shared/driver-questions.schema.json';

describe('limitsInOrder', () => {
  test('finds nothing in the journey as written', () => {
    expect(findingsOf(limitsInOrder, journeyDocuments)).toEqual([]);
  });

  test('the fewest items of a list above the most is named once, where it is written', () => {
    const documents = structuredClone(journeyDocuments) as Record<string, unknown>;
    // Every list of the shared driver questions asks for more items than it allows.
    const text = JSON.stringify(documents[shared]).replace(
      /"minItems":(\d+),([^{}]*?)"maxItems":(\d+)/g,
      (_all, _least, between: string, most: string) =>
        `"minItems":${Number(most) + 1},${between}"maxItems":${most}`,
    );
    documents[shared] = JSON.parse(text) as unknown;
    const findings = findingsOf(limitsInOrder, documents);
    expect(findings.length).toBeGreaterThan(0);
    expect(new Set(findings).size).toBe(findings.length);
    for (const line of findings)
      expect(line).toMatch(
        /^steps\/shared\/driver-questions\.schema\.json {2}\S*\.minItems: minItems \d+ is above maxItems \d+: no answer meets both/,
      );
  });
});
