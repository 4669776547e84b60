// Money is integer pence inside the engine. Percentages become basis points before they touch
// money, so 13.65% of 72,000p is exact integer arithmetic (98,280,000 / 10,000), not 0.1365 x 72000.

/** A percentage (13.65) as whole basis points (1365). */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * `percent` of `pence`, rounded half up to a whole penny: percentOf(72000, 13.65) = 9828.
 * Negative or non-finite inputs give 0, so a bad figure can never yield NaN or negative pence.
 */
export function percentOf(pence: number, percent: number): number {
  if (!Number.isFinite(pence) || !Number.isFinite(percent) || pence <= 0 || percent <= 0) return 0;
  const bp = basisPoints(percent);
  return Math.floor((Math.round(pence) * bp + 5000) / 10000);
}

/** Pence as pounds with two decimals, as the Quote entity shows money: 64187 -> 641.87. */
export function toPounds(pence: number): number {
  return Math.round(pence) / 100;
}

/** Pounds (a proposal's answer) as whole pence: 16500 -> 1650000. Non-finite or negative gives 0. */
export function toPence(pounds: number | undefined): number {
  if (pounds === undefined || !Number.isFinite(pounds) || pounds <= 0) return 0;
  return Math.round(pounds * 100);
}
