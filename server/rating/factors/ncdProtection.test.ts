import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { canProtectNcd, ncdProtection } from './ncdProtection';

const ratebook = productRatebook();
ratebook.ncd.protection = { min_years: 4, relativity: 1.06 };

describe('ncdProtection', () => {
  test.each<[number, boolean, number, boolean]>([
    [5, false, 1, true],
    [5, true, 1.06, true],
    [4, true, 1.06, true],
    [3, true, 1, false],
    [0, false, 1, false],
  ])('%i years, protected %s: relativity %d, can protect %s', (years, isProtected, relativity, can) => {
    const context = factorContext({ ncdYears: years, ncdProtected: isProtected }, {}, ratebook);
    expect(ncdProtection(context).relativity).toBe(relativity);
    expect(canProtectNcd(context)).toBe(can);
  });

  test('asking to protect too few years is noted, not charged', () => {
    expect(ncdProtection(factorContext({ ncdYears: 2, ncdProtected: true }, {}, ratebook)).note).toBe(
      'too few NCD years to protect',
    );
  });
});
