import type { Proposal } from '../../schemas/generated/index';

/**
 * The answers with the device blackbox (risk.userfields.iovachek) of `stored`, whatever they hold.
 * Only the thank-you page's device-risk call sets it, once the policy is bought and before it is
 * accepted (spec 001 section 4): no save of answers gives one, changes it or takes it away, so the
 * fraud check runs on the device the customer bought from. The answers themselves are answered
 * when they already hold the stored blackbox (or, like every page's, none).
 */
export function withStoredBlackbox(answers: Proposal, stored: Proposal | undefined): Proposal {
  const kept = stored?.risk?.userfields?.iovachek;
  const userfields = answers.risk?.userfields;
  if (userfields?.iovachek === kept) return answers;
  const { iovachek: _given, ...own } = userfields ?? {};
  return {
    ...answers,
    risk: { ...answers.risk, userfields: kept === undefined ? own : { ...own, iovachek: kept } },
  };
}
