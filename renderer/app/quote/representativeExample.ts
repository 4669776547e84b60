import type { Quote } from '../../../schemas/generated/index';
import { formatMoney, toPence } from './money';

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

/** The labels of the representative example's rows (journey/content/price.json breakdown.example). */
export interface ExampleLabels {
  deposit: string;
  interest: string;
  firstInstalment: string;
  apr: string;
  aprValue: string;
  remainingInstalments: string;
  remainingValue: string;
  cashPrice: string;
  credit: string;
  totalPayable: string;
  fixedRate: string;
  fixedRateValue: string;
}

/**
 * The representative example as the customer reads it, label and value, in the order the
 * specification lists: deposit, interest, first instalment, APR, remaining instalments, cash
 * price, credit amount, total payable, fixed interest rate. The price and summary pages both show it.
 */
export function exampleRows(
  example: RepresentativeExample,
  labels: ExampleLabels,
  fill: (text: string, values: Record<string, string | number>) => string,
): [string, string][] {
  return [
    [labels.deposit, formatMoney(example.deposit)],
    [labels.interest, formatMoney(example.interest)],
    [labels.firstInstalment, formatMoney(example.firstInstalment)],
    [labels.apr, fill(labels.aprValue, { percent: example.apr })],
    [
      labels.remainingInstalments,
      fill(labels.remainingValue, {
        count: example.remainingInstalments,
        amount: formatMoney(example.regularInstalment),
      }),
    ],
    [labels.cashPrice, formatMoney(example.cashPrice)],
    [labels.credit, formatMoney(example.credit)],
    [labels.totalPayable, formatMoney(example.totalPayable)],
    [labels.fixedRate, fill(labels.fixedRateValue, { percent: example.fixedInterestRate })],
  ];
}
