import type { RatebookFinance } from '../../schemas/generated/index';
import { aprPercent, type Repayment } from './apr';
import { percentOf } from './money';

/** A monthly plan for one cash price, in pence. deposit + first + (n - 1) x regular = total payable. */
export interface MonthlyFinance {
  cashPricePence: number;
  depositPence: number;
  creditPence: number;
  interestPence: number;
  totalPayablePence: number;
  instalments: number;
  /** The first instalment: the regular one plus or minus the pennies of rounding. */
  firstInstalmentPence: number;
  regularInstalmentPence: number;
  /** The first instalment when it differs from the regular one, else 0 (the specification's rule). */
  initialPaymentPence: number;
  flatInterestPercent: number;
  aprPercent: number;
}

/**
 * The monthly plan for a cash price: a deposit (a percentage of the price), then instalments that
 * repay the credit plus flat interest on it. The regular instalment is the repayable amount
 * divided by the number of instalments, rounded to the penny; the first instalment takes whatever
 * pennies that rounding leaves, so deposit + instalments = total payable exactly.
 * The APR is computed on these very payments (see aprPercent).
 */
export function monthlyFinance(premiumPence: number, terms: RatebookFinance): MonthlyFinance {
  const cash = Number.isFinite(premiumPence) ? Math.max(0, Math.round(premiumPence)) : 0;
  const n = Math.max(1, Math.floor(terms.instalments));
  const deposit = Math.min(cash, percentOf(cash, terms.deposit_percent));
  const credit = cash - deposit;
  const interest = percentOf(credit, terms.flat_interest_percent);
  const repayable = credit + interest;
  let regular = Math.round(repayable / n);
  // Rounding up must never leave the first instalment negative (only possible for a few pence).
  if (regular * (n - 1) > repayable) regular = Math.floor(repayable / n);
  const first = repayable - regular * (n - 1);
  return {
    cashPricePence: cash,
    depositPence: deposit,
    creditPence: credit,
    interestPence: interest,
    totalPayablePence: deposit + repayable,
    instalments: n,
    firstInstalmentPence: first,
    regularInstalmentPence: regular,
    initialPaymentPence: first === regular ? 0 : first,
    flatInterestPercent: terms.flat_interest_percent,
    aprPercent: planApr(credit, first, regular, n),
  };
}

// A plan's APR depends on its credit and instalments alone, and the bisection is most of what a
// plan costs: a proposal's requotes, and quotes of the same price, ask for the same few again.
const aprs = new Map<string, number>();
const APRS_KEPT = 1_000;

/** The APR of `credit` repaid by `first`, then `n - 1` of `regular`, a month apart from month 1. */
function planApr(credit: number, first: number, regular: number, n: number): number {
  // Each number written exactly (a number's text names it alone), so a key names one plan.
  const key = `${credit} ${first} ${regular} ${n}`;
  let apr = aprs.get(key);
  if (apr === undefined) {
    const repayments: Repayment[] = Array.from({ length: n }, (_, i) => ({
      amountPence: i === 0 ? first : regular,
      month: i + 1,
    }));
    apr = aprPercent(credit, repayments);
    if (aprs.size >= APRS_KEPT) aprs.clear();
    aprs.set(key, apr);
  }
  return apr;
}
