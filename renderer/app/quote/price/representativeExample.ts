import type { Quote } from '../../../../schemas/generated/index';
import { toPence } from './formatMoney';

/** The monthly plan's representative example, every amount in pounds. */
export interface RepresentativeExample {
  cashPrice: number;
  deposit: number;
  /** The cash price less the deposit. */
  credit: number;
  interest: number;
  totalPayable: number;
  /** All instalments after the deposit. */
  instalments: number;
  /** The initial payment when the quote has one (above 0), else the regular instalment. */
  firstInstalment: number;
  /** How many regular instalments follow the first: instalments - 1. */
  remainingInstalments: number;
  regularInstalment: number;
  /** Representative APR, in percent. */
  apr: number;
  /** Fixed (flat) interest rate, in percent. */
  fixedInterestRate: number;
}

/**
 * The representative example of paying monthly for a quote: a deposit, then one instalment of
 * the initial payment when it is above 0, else of the regular amount, then (instalments - 1) of
 * the regular amount. Undefined when the quote has no monthly plan.
 */
export function representativeExample(quote: Quote): RepresentativeExample | undefined {
  const { premium, monthly_deposit, monthly_payment, monthly_total_payable, monthly_installments } = quote;
  if (
    premium === undefined ||
    monthly_deposit === undefined ||
    monthly_payment === undefined ||
    monthly_total_payable === undefined ||
    !monthly_installments
  ) {
    return undefined;
  }
  const initial = quote.monthly_initial_payment ?? 0;
  const pounds = (pence: number) => pence / 100;
  return {
    cashPrice: premium,
    deposit: monthly_deposit,
    credit: pounds(toPence(premium) - toPence(monthly_deposit)),
    interest: quote.monthly_interest ?? pounds(toPence(monthly_total_payable) - toPence(premium)),
    totalPayable: monthly_total_payable,
    instalments: monthly_installments,
    firstInstalment: initial > 0 ? initial : monthly_payment,
    remainingInstalments: monthly_installments - 1,
    regularInstalment: monthly_payment,
    apr: quote.monthly_apr ?? 0,
    fixedInterestRate: quote.monthly_interest_percent ?? 0,
  };
}

/** What paying monthly costs more than paying in full; undefined without a monthly plan. */
export function instalmentExtraCost(quote: Quote): number | undefined {
  if (quote.premium === undefined || quote.monthly_total_payable === undefined) return undefined;
  return Math.max(0, toPence(quote.monthly_total_payable) - toPence(quote.premium)) / 100;
}
