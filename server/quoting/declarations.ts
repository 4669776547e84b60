import errors from '../../journey/content/errors.json';
import type { Proposal } from '../../schemas/generated/index';
import { HttpError } from '../httpError';

/** The refusal's code: errors.json routes it to the summary page. */
export const DECLARATIONS_REQUIRED = 'declarations_required';

/**
 * Whether the summary's confirm call recorded, for the proposal's current quote, every
 * declaration ticked and the auto-renewal answer (quote.is_confirmed, which only confirm sets and
 * a new quote starts without).
 */
export function declarationsConfirmed(document: Proposal): boolean {
  return document.quote?.is_confirmed === true && typeof document.consent_to_auto_renew === 'boolean';
}

/**
 * Refuses (409 declarations_required) to take a payment, set up monthly payments or accept a
 * quote the customer has not confirmed on the summary page: a customer who skipped the summary,
 * or whose quote changed since they confirmed, is sent back to it.
 */
export function requireDeclarations(document: Proposal): void {
  if (!declarationsConfirmed(document)) {
    throw new HttpError(409, DECLARATIONS_REQUIRED, errors.messages.declarationsRequired);
  }
}
