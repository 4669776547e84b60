import type { Quote } from '../../../../schemas/generated/index';
import { fromPence, toPence } from './money';

/** How a quote is paid monthly: a deposit, then the instalments. */
export interface MonthlyPlan {
  deposit: number;
  /** The number of instalments after the deposit. */
  instalments: number;
  /** The first instalment: the initial payment when there is one above 0, else a regular one. */
  firstInstalment: number;
  /** The instalments after the first, each of the regular amount. */
  remainingInstalments: number;
  regularInstalment: number;
  totalPayable: number;
}

/**
 * The monthly plan of a quote (second document, section 9): with an initial payment above 0, one
 * instalment of that amount then (instalments - 1) of the regular amount; otherwise every
 * instalment is regular. Undefined when the quote has no monthly figures.
 */
export function monthlyPlan(quote: Quote): MonthlyPlan | undefined {
  const instalments = quote.monthly_installments;
  const regular = quote.monthly_payment;
  if (instalments === undefined || regular === undefined || quote.monthly_deposit === undefined)
    return undefined;
  const initial = quote.monthly_initial_payment ?? 0;
  return {
    deposit: quote.monthly_deposit,
    instalments,
    firstInstalment: initial > 0 ? initial : regular,
    remainingInstalments: Math.max(instalments - 1, 0),
    regularInstalment: regular,
    totalPayable: quote.monthly_total_payable ?? 0,
  };
}

/** The representative example of the monthly plan, figure by figure. */
export interface RepresentativeExample extends MonthlyPlan {
  interest: number;
  apr: number;
  cashPrice: number;
  /** The cash price less the deposit. */
  creditAmount: number;
  interestRate: number;
}

/** The figures of the representative example; undefined when the quote has no monthly plan. */
export function representativeExample(quote: Quote): RepresentativeExample | undefined {
  const plan = monthlyPlan(quote);
  if (!plan) return undefined;
  const cashPrice = quote.premium ?? 0;
  return {
    ...plan,
    interest: quote.monthly_interest ?? 0,
    apr: quote.monthly_apr ?? 0,
    cashPrice,
    creditAmount: fromPence(toPence(cashPrice) - toPence(plan.deposit)),
    interestRate: quote.monthly_interest_percent ?? 0,
  };
}
