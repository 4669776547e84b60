import type { Proposal } from '../../schemas/generated/index';
import { HttpError } from '../httpError';
import type { JourneyPages } from '../journeyPages';
import { requireRegistration } from './registrationRequired';

/**
 * Refuses (409 price_answers_required, in the price page's words) to sell a quote the price page's Continue would
 * not have let through: a van whose registration is still to be found (requireRegistration), or a
 * third-party-authority question unanswered or answered short of its form (`pages`: the journey
 * version the proposal is held to), whose messages name the answers. A client that skips the page
 * takes no payment and runs no credit check without them; the pages send the customer back to the
 * price page (errors.json codeRoutes).
 */
export function requirePricePageAnswers(document: Proposal, pages: JourneyPages): void {
  requireRegistration(document);
  const userfields = document.risk?.userfields ?? {};
  const problems = pages.checkForm('third-party-authority', { risk: { userfields } });
  if (problems.length > 0) throw new HttpError(409, 'price_answers_required', problems[0]!.message, problems);
}
