const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in pounds as the customer reads it: 1234.5 -> "£1,234.50"; nothing for no amount. */
export function formatMoney(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? pounds.format(amount) : '';
}

/** Pounds to whole pence, so sums of prices come out exact. */
export function toPence(amount: number | null | undefined): number {
  return typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

/** Whole pence back to pounds. */
export function fromPence(pence: number): number {
  return pence / 100;
}
