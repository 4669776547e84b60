// The credit check: bank-details checks and the soft search behind POST /api/proposal/{id}/pay-monthly.
export type { CreditApplication, CreditDecision, CreditFailure, CreditProvider } from './creditProvider';
export { CreditUnavailableError } from './creditProvider';
export {
  embeddedCreditProvider,
  DECLINE_SORT_CODES,
  DECLINE_SURNAME,
  UNAVAILABLE_SURNAME,
} from './embeddedCredit';
export { httpCreditProvider, type HttpCreditOptions, type SoftSearchRequest } from './httpCredit';
export { createCreditProvider, DEFAULT_CREDIT_TIMEOUT_MS } from './createCreditProvider';
export { modulusCheck, type ModulusResult } from './modulusCheck';
export { creditApplicationFor } from './creditApplication';
export { directDebitProblems, withBankMessages, messages as directDebitMessages } from './directDebitRules';
