import type { Logger } from 'pino';
import type { Proposal, Ratebook } from '../../../schemas/generated/index';
import { HttpError } from '../../httpError';
import type { Store } from '../../storage/store';
import type { PaymentStore } from './paymentStore';
import type { PaymentProvider } from './types';
import { apiMessage } from '../../apiMessages';

/** What starting and confirming a payment need; the route factory passes its own deps through. */
export interface PaymentDeps {
  store: Store;
  payments: PaymentStore;
  provider: PaymentProvider;
  clock: () => Date;
  logger: Logger;
  /** This site's origin for absolute return addresses ('' = same-origin paths, enough for the embedded page). */
  publicBaseUrl: string;
  /** Makes payment ids and page tokens; random unless a test needs to know them. */
  randomId: (bytes: number) => string;
  /**
   * The ratebook quotes are bound with: when given, a payment completes a purchase only while the
   * proposal's quote still prices its stored answers at the amount paid.
   */
  ratebook?: Ratebook;
}

/** Where a customer whose payment failed (or who cancelled) is sent: the Failed page. */
export const failedPath = (uuid: string) => `/quote/payment/failed?uuid=${encodeURIComponent(uuid)}`;

/** Our landing address after the provider's page; it confirms with the provider before redirecting. */
export const returnPath = (paymentId: string) => `/payments/return/${encodeURIComponent(paymentId)}`;

/** The amount to charge now, in pence: the whole premium, or the deposit when paying monthly. */
export function payableAmountPence(document: Proposal): number {
  const quote = document.quote;
  if (!quote || quote.is_quoted !== true || document.is_quoted === false) {
    throw new HttpError(409, 'conflict', apiMessage('noQuoteToPay'));
  }
  if (quote.is_referred === true || document.is_referred === true) {
    throw new HttpError(409, 'conflict', apiMessage('referredCannotPay'));
  }
  const pounds = document.is_pay_monthly === true ? quote.monthly_deposit : quote.premium;
  const pence = typeof pounds === 'number' ? Math.round(pounds * 100) : NaN;
  if (!Number.isSafeInteger(pence) || pence <= 0) {
    throw new HttpError(409, 'conflict', apiMessage('noAmountToPay'));
  }
  return pence;
}

/**
 * Whether the proposal pays monthly without the Direct Debit pay-monthly stores once the credit
 * check accepts it (a new quote starts without one): its deposit buys nothing.
 */
export function lacksMandate(document: Proposal): boolean {
  const mandate = document.direct_debit;
  return document.is_pay_monthly === true && !(mandate?.account_number && mandate.sort_code);
}

export const pounds = (pence: number) => pence / 100;

/** "£641.87" */
export const formatPounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
