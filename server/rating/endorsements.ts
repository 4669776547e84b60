import type { Ratebook } from '../../schemas/generated/index';
import { conditionHolds } from './conditions';
import type { EndorsementResult, Facts } from './types';

/** The ratebook's endorsements whose condition holds for the risk, in the ratebook's order. */
export function applicableEndorsements(ratebook: Ratebook, facts: Facts): EndorsementResult[] {
  // A loop rather than filter/map callbacks: every endorsement is tested on every quote.
  const results: EndorsementResult[] = [];
  for (const endorsement of ratebook.endorsements) {
    if (!conditionHolds(endorsement.when, facts)) continue;
    const result: EndorsementResult = { code: endorsement.code, text: endorsement.text };
    if (endorsement.extra_info !== undefined) result.extraInfo = endorsement.extra_info;
    results.push(result);
  }
  return results;
}
