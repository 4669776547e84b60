/** A repayment of credit, `month` whole months after the credit is advanced. */
export interface Repayment {
  amountPence: number;
  month: number;
}

// The APR is bracketed between 0 and this ceiling (a million percent), far above any real one.
const MAX_RATE = 10_000;

// Repayments up to this many months are discounted the quick way (see discountedSurplus).
const QUICK_MONTHS = 120;

/**
 * The annual percentage rate of charge by the FCA's formula (CONC App 1.1): the rate X at which
 * the credit advanced now equals the repayments discounted at (1 + X)^-t, t in years (a month is
 * 1/12 of a year). Solved by bisection, which cannot diverge: the discounted sum falls as X
 * rises. Rounded to one decimal place, half up. 0 when there is no credit or no charge for it.
 *
 * aprPercent(72000, ten repayments of 8183 at months 1..10) = 32.9 (DOMAIN.md's worked example).
 */
export function aprPercent(creditPence: number, repayments: readonly Repayment[]): number {
  return aprBySurplus(creditPence, repayments, discountedSurplus(creditPence, repayments));
}

/**
 * aprPercent's bisection over `surplus`, the repayments discounted at a rate less the credit: the
 * quick one aprPercent takes, or exactSurplus (a test holds the two to the same answers).
 */
export function aprBySurplus(
  creditPence: number,
  repayments: readonly Repayment[],
  surplus: (rate: number) => number,
): number {
  const total = repayments.reduce((sum, r) => sum + r.amountPence, 0);
  if (!(creditPence > 0) || !(total > creditPence)) return 0;
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

/** The repayments discounted at a rate by the formula as written, a Math.pow a repayment, less the credit. */
export function exactSurplus(
  creditPence: number,
  repayments: readonly Repayment[],
): (rate: number) => number {
  return (rate) =>
    repayments.reduce((sum, r) => sum + r.amountPence * Math.pow(1 + rate, -r.month / 12), 0) - creditPence;
}

/**
 * The repayments discounted at a rate, less the credit: what the bisection tests the sign of. The
 * exact sum takes Math.pow once a repayment (a fractional power, slow: a quote bisects two plans a
 * dozen times each). Where every month is a whole number up to QUICK_MONTHS, the sum is first taken
 * with one Math.pow, the other months' factors being its powers: that differs from the exact sum
 * by far less than `margin`, so whenever it lies beyond the margin its sign is the exact sum's, and
 * the bisection steps exactly as before. Only a rate within the margin of the root (the last step
 * or two, if ever) takes the exact sum.
 */
function discountedSurplus(creditPence: number, repayments: readonly Repayment[]): (rate: number) => number {
  const count = repayments.length;
  const amounts = new Array<number>(count);
  const exponents = new Array<number>(count);
  const months = new Array<number>(count);
  let lastMonth = 0;
  let quick = true;
  // Each quick factor is within about (3 x month + 3) units in the last place of the exact one, and
  // each sum rounds within (count + 2) units of its size: together under 1e-12 of the size at 120
  // months. The margin is a thousand times wider.
  let size = Math.abs(creditPence);
  for (let i = 0; i < count; i++) {
    const { amountPence, month } = repayments[i]!;
    amounts[i] = amountPence;
    exponents[i] = -month / 12;
    months[i] = month;
    size += Math.abs(amountPence);
    if (!(Number.isInteger(month) && month >= 1 && month <= QUICK_MONTHS)) quick = false;
    else if (month > lastMonth) lastMonth = month;
  }
  const exact = (rate: number): number => {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += amounts[i]! * Math.pow(1 + rate, exponents[i]!);
    return sum - creditPence;
  };
  if (!quick) return exact;
  const margin = size * 1e-9;
  const factors = new Array<number>(lastMonth + 1).fill(1);
  return (rate: number): number => {
    const perMonth = Math.pow(1 + rate, -1 / 12);
    for (let m = 1; m <= lastMonth; m++) factors[m] = factors[m - 1]! * perMonth;
    let sum = 0;
    for (let i = 0; i < count; i++) sum += amounts[i]! * factors[months[i]!]!;
    const surplus = sum - creditPence;
    return Math.abs(surplus) > margin ? surplus : exact(rate);
  };
}
