import { validateAccountDetails } from 'uk-modulus-check';

/** What the Vocalink modulus check says of a sort code and account number. */
export type ModulusResult = 'pass' | 'fail' | 'error';

/**
 * Checks a sort code and account number (digits only, already validated as 6 and 8 digits) with
 * Vocalink's modulus rules (uk-modulus-check 2.0.11, valacdos v8.50). Sort codes missing from the
 * table pass, as Vocalink's rules say. A pass does not prove the account exists or takes Direct
 * Debits; Bacs tells us that when the mandate is lodged.
 *
 * 'error' means the library itself threw: that is our fault, not the customer's, so the caller
 * logs it and lets the details through rather than refusing good bank details.
 */
export function modulusCheck(sortCode: string, accountNumber: string): ModulusResult {
  try {
    return validateAccountDetails(sortCode, accountNumber) ? 'pass' : 'fail';
  } catch {
    return 'error';
  }
}
