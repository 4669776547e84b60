import priceJson from '../../journey/content/price.json';
import { registrationMissing } from '../../journey/src/registrationMissing';
import type { Proposal } from '../../schemas/generated/index';
import { HttpError } from '../httpError';

/** The price page's words for a van whose registration is still to be found: its Continue waits for it. */
export const REGISTRATION_MISSING_MESSAGE = priceJson.actions.registrationMissing;

/**
 * Refuses (409 price_answers_required, with the price page's words) to sell a quote whose van has no
 * registration yet: the price page's Registration Number Check finds it and its Continue waits for
 * it, so a client that skips the page takes no payment and runs no credit check without it.
 */
export function requireRegistration(document: Proposal): void {
  if (registrationMissing(document.risk)) {
    throw new HttpError(409, 'price_answers_required', REGISTRATION_MISSING_MESSAGE);
  }
}
