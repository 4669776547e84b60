import { fillTemplate } from '../../../../journey/src/fillTemplate';
import type { Quote } from '../../../../schemas/generated/index';
import type { EmailWords } from './emailWords';
import { money } from './format';

/**
 * The payments after the deposit in words: "10 monthly payments of £58.36", or with an initial
 * payment "one payment of £X and 9 monthly payments of £Y" (specification 001, section 9).
 * Undefined when the quote has no monthly figures.
 */
function payments(quote: Quote, words: EmailWords['monthlyPlan']): string | undefined {
  const { monthly_payment: payment, monthly_installments: count } = quote;
  if (payment === undefined || !count) return undefined;
  const initial = quote.monthly_initial_payment ?? 0;
  const regular = (n: number) =>
    fillTemplate(n === 1 ? words.onePayment : words.payments, { count: n, amount: money(payment) });
  return initial > 0
    ? fillTemplate(words.withInitial, { initial: money(initial), payments: regular(count - 1) })
    : regular(count);
}

/**
 * The monthly payments in words: "a deposit of £128.37, then 10 monthly payments of £58.36".
 * Undefined when the quote has no monthly figures.
 */
export function monthlyPlan(quote: Quote, words: EmailWords['monthlyPlan']): string | undefined {
  const after = payments(quote, words);
  if (quote.monthly_deposit === undefined || after === undefined) return undefined;
  return fillTemplate(words.plan, { deposit: money(quote.monthly_deposit), payments: after });
}

/**
 * The representative example a quoted monthly cost must carry (CONC 3.5): cash price, deposit,
 * credit, interest and its fixed rate, APR, the payments and the total payable.
 */
export function representativeExample(quote: Quote, words: EmailWords): [string, string][] | undefined {
  const after = payments(quote, words.monthlyPlan);
  const { premium, monthly_deposit, monthly_total_payable, monthly_apr, monthly_interest } = quote;
  if (
    !after ||
    premium === undefined ||
    monthly_deposit === undefined ||
    monthly_total_payable === undefined
  ) {
    return undefined;
  }
  const label = words.example;
  const credit = Math.round((premium - monthly_deposit) * 100) / 100;
  const percent = (text: string, value: number) => fillTemplate(text, { percent: value });
  return [
    [label.cashPrice, money(premium)],
    [label.deposit, money(monthly_deposit)],
    [label.credit, money(credit)],
    ...(monthly_interest !== undefined
      ? [[label.interest, money(monthly_interest)] as [string, string]]
      : []),
    ...(quote.monthly_interest_percent !== undefined
      ? [[label.fixedRate, percent(label.fixedRateValue, quote.monthly_interest_percent)] as [string, string]]
      : []),
    ...(monthly_apr !== undefined
      ? [[label.apr, percent(label.aprValue, monthly_apr)] as [string, string]]
      : []),
    [label.payments, after],
    [label.totalPayable, money(monthly_total_payable)],
  ];
}
