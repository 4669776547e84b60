import { withoutAnswers } from '../../journey/src/putAnswer';
import type { Proposal, Risk } from '../../schemas/generated/index';

/**
 * The answers a proposal gets where it enters, never from a page: its source of business. The
 * integrators' quote call sets it from the caller's API key (routes/integrationQuotes); a proposal
 * the pages start has none, which counts as the website (the education question is asked, no
 * partner is thanked). A page that sends another value, to skip the education question or to put a
 * sale on a comparison site's account, is not refused: the stored value is kept, as saveAnswers
 * keeps its SERVER_OWNED fields (those are top-level; this one is under `risk`).
 */
export const ENTRY_ANSWERS = ['source_of_business'] as const satisfies readonly (keyof Risk)[];

/**
 * The answers a page sent, with the entry answers of `stored` in place of its own (none of its own
 * on a proposal the pages create, `stored` undefined). Every page call that takes a whole proposal
 * (create, update, /json/proposal/update) passes its body through here before the save path; the
 * body itself is answered when it already holds the stored values.
 */
export function withEntryAnswers(body: Proposal, stored: Proposal | undefined): Proposal {
  const risk = body.risk;
  if (ENTRY_ANSWERS.every((key) => risk?.[key] === stored?.risk?.[key])) return body;
  const kept: Partial<Risk> = {};
  for (const key of ENTRY_ANSWERS) {
    const value = stored?.risk?.[key];
    if (value !== undefined) kept[key] = value;
  }
  const own = risk === undefined ? {} : withoutAnswers(risk as Record<string, unknown>, ENTRY_ANSWERS);
  return { ...body, risk: { ...own, ...kept } };
}
