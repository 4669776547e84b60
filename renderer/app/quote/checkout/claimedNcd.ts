import type { Proposal } from '../../api/apiTypes';

/**
 * Whether the proposer claimed a no claims discount (previous insurance with more than 0 years
 * of it): only then does the thank-you page ask for proof of it.
 */
export function claimedNcd(proposal: Proposal): boolean {
  const years = proposal.risk?.previous_insurance?.ncd?.years;
  return proposal.risk?.has_previous_insurance === true && typeof years === 'number' && years > 0;
}
