import type { Proposal, Ratebook } from '../../schemas/generated/index';
import { ukToday } from '../../schemas/src/ukDates';
import { priceAddons } from './addons';
import { applicableEndorsements } from './endorsements';
import { computeExcesses } from './excesses';
import { computeFacts } from './facts';
import { computePremium } from './premium';
import { buildProfile } from './profile';
import { maximumPremiumMessage } from './reasonText';
import type { RatingResult, Reason } from './types';
import { decisionOf, underwritingReasons } from './underwriting';

/**
 * Rates a proposal with a ratebook at the instant `asOf` (the clock is an argument: no IO, no
 * Date.now()). Returns the decision with machine-readable reasons and, unless declined, the
 * premium with its factor-by-factor trace, the excesses, the endorsements and the priced add-ons.
 *
 * - A proposal lacking an answer the price needs is declined with INCOMPLETE_PROPOSAL, one
 *   reason per missing answer, its dotted path in the message.
 * - Any decline rule of the ratebook that fires declines; otherwise any referral (including a net
 *   premium above maximum_premium_pence) refers, and the risk is still priced.
 *
 * `ratebook` must have passed validateRatebook().
 */
export function rate(proposal: Proposal, ratebook: Ratebook, asOf: Date): RatingResult {
  if (Number.isNaN(asOf.getTime())) throw new TypeError('rate(): asOf is not a valid date');
  const outcome = buildProfile(proposal, ratebook, asOf);
  if (!outcome.risk) {
    const reasons: Reason[] = outcome.missing.map((path) => ({
      code: 'INCOMPLETE_PROPOSAL',
      action: 'decline',
      message: `${path} is needed to rate the proposal`,
    }));
    return declined(ratebook, reasons, ukToday(asOf), outcome.missing);
  }
  const risk = outcome.risk;
  const facts = computeFacts(risk);
  const reasons = underwritingReasons(ratebook, facts);
  if (decisionOf(reasons) === 'declined') return declined(ratebook, reasons, risk.ratingDate);
  const premium = computePremium(risk, ratebook);
  if (premium.netPence > ratebook.maximum_premium_pence) {
    reasons.push({
      code: 'PREMIUM_ABOVE_MAXIMUM',
      action: 'refer',
      message: maximumPremiumMessage(ratebook, premium.netPence),
    });
  }
  // Each result is one literal, its keys in one order, rather than a spread of the common part
  // with more keys after it: Node 20 adds each key after a spread on a slow path.
  return {
    ratebookVersion: ratebook.version,
    finance: ratebook.finance,
    documents: ratebook.documents,
    endorsements: applicableEndorsements(ratebook, facts),
    addons: priceAddons(risk, ratebook),
    decision: decisionOf(reasons),
    reasons,
    ratingDate: risk.ratingDate,
    premium,
    excesses: computeExcesses(risk, ratebook),
  };
}

/** A declined rating: no price, no endorsements, no add-ons; `missing` when incomplete. */
function declined(
  ratebook: Ratebook,
  reasons: Reason[],
  ratingDate: string,
  missing?: string[],
): RatingResult {
  const result: RatingResult = {
    ratebookVersion: ratebook.version,
    finance: ratebook.finance,
    documents: ratebook.documents,
    endorsements: [],
    addons: [],
    decision: 'declined',
    reasons,
    ratingDate,
  };
  if (missing) result.missing = missing;
  return result;
}
