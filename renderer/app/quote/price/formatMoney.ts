const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 641.87 -> "£641.87", 1250 -> "£1,250.00"; an amount the quote does not give is "". */
export function formatMoney(amount: number | undefined): string {
  return amount === undefined || !Number.isFinite(amount) ? '' : pounds.format(amount);
}

/** Pounds to whole pence, so sums and differences of prices have no floating-point dust. */
export function toPence(amount: number): number {
  return Math.round(amount * 100);
}
