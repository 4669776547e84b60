import type { Address } from '../../../schemas/generated/index';

/**
 * A soft-search application: the account holder (the proposer, or the third party who pays) and
 * the account the instalments come from. A soft search leaves no footprint other lenders see.
 */
export interface CreditApplication {
  /** Our reference for the search: the proposal's uuid. */
  proposalUuid: string;
  applicant: {
    title?: string;
    forename: string;
    surname: string;
    /** YYYY-MM-DD. */
    dateOfBirth: string;
    address: Address;
  };
  bankAccount: {
    /** Six digits, no dashes. */
    sortCode: string;
    /** Eight digits. */
    accountNumber: string;
    accountName: string;
  };
  /** The amount financed (pounds) and the number of instalments, from the quote, when known. */
  credit?: { amount: number; instalments: number };
}

/** The outcome of a soft search. `reason` is for our records, never shown to the customer. */
export interface CreditDecision {
  decision: 'accept' | 'decline';
  reason: string;
  /** The provider's reference for the search, kept in the proposal's events. */
  reference: string;
}

/** A credit-check service. Throws CreditUnavailableError when it cannot decide; never hangs. */
export interface CreditProvider {
  /** For logs and events: "embedded" or "http". */
  readonly name: string;
  softSearch(application: CreditApplication): Promise<CreditDecision>;
}

/** Why a provider could not decide; logged, never shown to the customer. */
export type CreditFailure = 'timeout' | 'network' | 'status' | 'bad_response';

/** The service did not answer in time, failed, or answered something we cannot read. */
export class CreditUnavailableError extends Error {
  constructor(
    readonly failure: CreditFailure,
    readonly status?: number,
  ) {
    super(`Credit check unavailable: ${failure}${status === undefined ? '' : ` (HTTP ${status})`}`);
    this.name = 'CreditUnavailableError';
  }
}
