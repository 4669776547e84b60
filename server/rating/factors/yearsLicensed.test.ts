import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { yearsLicensed } from './yearsLicensed';

const ratebook = productRatebook();
ratebook.driver.years_licensed = [
  { from: 0, relativity: 1.5 },
  { from: 1, relativity: 1.3 },
  { from: 3, relativity: 1.15 },
  { from: 5, relativity: 1 },
];

describe('yearsLicensed', () => {
  test.each([
    [0, 1.5],
    [1, 1.3],
    [2, 1.3],
    [3, 1.15],
    [4, 1.15],
    [5, 1],
    [50, 1],
  ])('%i years licensed has relativity %d', (years, relativity) => {
    const result = yearsLicensed(factorContext({}, { yearsLicensed: years }, ratebook));
    expect(result).toEqual({ factor: 'years_licensed', input: years, relativity });
  });
});
