/** A repayment of credit, `month` whole months after the credit is advanced. */
export interface Repayment {
  amountPence: number;
  month: number;
}

// The APR is bracketed between 0 and this ceiling (a million percent), far above any real one.
const MAX_RATE = 10_000;

/**
 * The annual percentage rate of charge by the FCA's formula (CONC App 1.1): the rate X at which
 * the credit advanced now equals the repayments discounted at (1 + X)^-t, t in years (a month is
 * 1/12 of a year). Solved by bisection, which cannot diverge: the discounted sum falls as X
 * rises. Rounded to one decimal place, half up. 0 when there is no credit or no charge for it.
 *
 * aprPercent(72000, ten repayments of 8183 at months 1..10) = 32.9 (DOMAIN.md's worked example).
 */
export function aprPercent(creditPence: number, repayments: readonly Repayment[]): number {
  const total = repayments.reduce((sum, r) => sum + r.amountPence, 0);
  if (!(creditPence > 0) || !(total > creditPence)) return 0;
  const surplus = (rate: number) =>
    repayments.reduce((sum, r) => sum + r.amountPence * Math.pow(1 + rate, -r.month / 12), 0) - creditPence;
  let low = 0;
  let high = 1;
  while (surplus(high) > 0 && high < MAX_RATE) high *= 2;
  for (let i = 0; i < 100; i++) {
    // Both ends round to the same tenth: so does every rate between them, the answer among them
    // (rounding is monotone), and the remaining steps would not change it.
    if (Math.round(low * 1000) === Math.round(high * 1000)) break;
    const middle = (low + high) / 2;
    // The bracket cannot narrow further in floating point: the remaining steps would change nothing.
    if (middle === low || middle === high) break;
    if (surplus(middle) > 0) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 1000) / 10;
}
