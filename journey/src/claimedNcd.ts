import type { Proposal } from '../../schemas/generated/index';

/**
 * Whether the proposer claimed a no claims discount (previous insurance with more than 0 years
 * of it): only then are they asked for proof of it, on the thank-you page and in the purchase
 * e-mail.
 */
export function claimedNcd(proposal: Proposal): boolean {
  const years = proposal.risk?.previous_insurance?.ncd?.years;
  return proposal.risk?.has_previous_insurance === true && typeof years === 'number' && years > 0;
}
