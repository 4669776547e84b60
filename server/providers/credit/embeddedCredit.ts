import { createHash } from 'node:crypto';
import type { CreditApplication, CreditDecision, CreditProvider } from './creditProvider';
import { CreditUnavailableError } from './creditProvider';

/** An account holder with this surname (or an account name ending in it) is declined. */
export const DECLINE_SURNAME = 'Declined';
/** An account holder with this surname makes the embedded service fail (the 502 path). */
export const UNAVAILABLE_SURNAME = 'Unavailable';
/** Sort codes the embedded service declines. 99-99-99 is in no Vocalink range, so it passes the modulus check with any account number. */
export const DECLINE_SORT_CODES: readonly string[] = ['999999'];

const lastWord = (text: string) => text.trim().split(/\s+/).pop() ?? '';
const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * The offline credit check: rules-based and deterministic, so testers can reach every outcome.
 * Accepts everyone except an account holder surnamed "Declined" (or an account name ending in
 * it) or an account at sort code 99-99-99; an account holder surnamed "Unavailable" makes it fail.
 */
export function embeddedCreditProvider(): CreditProvider {
  return {
    name: 'embedded',
    async softSearch(application: CreditApplication): Promise<CreditDecision> {
      const { applicant, bankAccount } = application;
      const reference = `EMB-${createHash('sha256')
        .update(`${application.proposalUuid}:${bankAccount.sortCode}:${bankAccount.accountNumber}`)
        .digest('hex')
        .slice(0, 12)
        .toUpperCase()}`;
      if (same(applicant.surname, UNAVAILABLE_SURNAME)) throw new CreditUnavailableError('status', 503);
      if (
        same(applicant.surname, DECLINE_SURNAME) ||
        same(lastWord(bankAccount.accountName), DECLINE_SURNAME)
      ) {
        return { decision: 'decline', reason: 'test applicant surname', reference };
      }
      if (DECLINE_SORT_CODES.includes(bankAccount.sortCode)) {
        return { decision: 'decline', reason: 'test sort code', reference };
      }
      return { decision: 'accept', reason: 'embedded rules', reference };
    },
  };
}
