import type { Quote } from '../../../../schemas/generated/index';
import { money } from './format';

/**
 * The monthly payments in words: "a deposit of £128.37, then 10 monthly payments of £58.36", or
 * with an initial payment "... then one payment of £X and 9 monthly payments of £Y" (specification
 * 001, section 9). Undefined when the quote has no monthly figures.
 */
export function monthlyPlan(quote: Quote): string | undefined {
  const { monthly_deposit: deposit, monthly_payment: payment, monthly_installments: count } = quote;
  if (deposit === undefined || payment === undefined || !count) return undefined;
  const initial = quote.monthly_initial_payment ?? 0;
  const plural = (n: number) => (n === 1 ? 'monthly payment' : 'monthly payments');
  const payments =
    initial > 0
      ? `one payment of ${money(initial)} and ${count - 1} ${plural(count - 1)} of ${money(payment)}`
      : `${count} ${plural(count)} of ${money(payment)}`;
  return `a deposit of ${money(deposit)}, then ${payments}`;
}

/**
 * The representative example a quoted monthly cost must carry (CONC 3.5): cash price, deposit,
 * credit, interest and its fixed rate, APR, the payments and the total payable.
 */
export function representativeExample(quote: Quote): [string, string][] | undefined {
  const plan = monthlyPlan(quote);
  const { premium, monthly_deposit, monthly_total_payable, monthly_apr, monthly_interest } = quote;
  if (
    !plan ||
    premium === undefined ||
    monthly_deposit === undefined ||
    monthly_total_payable === undefined
  ) {
    return undefined;
  }
  const credit = Math.round((premium - monthly_deposit) * 100) / 100;
  return [
    ['Cash price', money(premium)],
    ['Deposit', money(monthly_deposit)],
    ['Total amount of credit', money(credit)],
    ...(monthly_interest !== undefined ? [['Interest', money(monthly_interest)] as [string, string]] : []),
    ...(quote.monthly_interest_percent !== undefined
      ? [['Fixed interest rate', `${quote.monthly_interest_percent}%`] as [string, string]]
      : []),
    ...(monthly_apr !== undefined ? [['Representative APR', `${monthly_apr}%`] as [string, string]] : []),
    ['Payments', plan.replace(/^a deposit of [^,]+, then /, '')],
    ['Total amount payable', money(monthly_total_payable)],
  ];
}
