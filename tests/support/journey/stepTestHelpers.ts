import { createAjv } from '../../../schemas/src/createAjv';
import type { Proposal } from '../../../schemas/generated/index';
import { proposalFixture, setAnswer } from '../../fixtures/index';
import { journeyListValues } from '../../../journey/src/lists/journeyLists';

// Helpers shared by the step tests (not a test file itself).

/** The day the step tests take as today; the fixture's cover starts 11 days later. */
export const TODAY = '2026-11-20';

/** The project's ajv with the clock fixed at TODAY and the journey's lists. */
export const testAjv = createAjv({}, { today: () => TODAY, lists: journeyListValues });

/**
 * Stands in for the journey's wording function (journey/src/wording): enough to see that the
 * driver's questions are the proposer's, reworded.
 */
export function thirdPerson(text: string): string {
  return text
    .replace(/\byour\b/g, 'their')
    .replace(/\bYour\b/g, 'Their')
    .replace(/\byou\b/g, 'they')
    .replace(/\bYou\b/g, 'They');
}

/** Dotted path ("risk.proposer.name.title", "risk.additional_drivers.0.date_of_birth") to a value. */
export type Answers = Record<string, unknown>;

/**
 * The complete fixture proposal with some answers changed: each dotted path is set to its value
 * (objects on the way are created), or removed when the value is `undefined`.
 */
export function proposalWith(answers: Answers = {}): Proposal {
  const proposal = proposalFixture();
  for (const [path, value] of Object.entries(answers)) setAnswer(proposal, path, value);
  return proposal;
}
