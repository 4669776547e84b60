const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** An amount in pounds as the customer reads it: 1234.5 -> "£1,234.50". */
export function formatMoney(amount: number): string {
  return pounds.format(amount);
}
