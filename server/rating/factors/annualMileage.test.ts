import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { annualMileage } from './annualMileage';

const ratebook = productRatebook();
ratebook.use.annual_mileage = [
  { from: 0, relativity: 0.85 },
  { from: 5001, relativity: 0.95 },
  { from: 10001, relativity: 1 },
  { from: 30001, relativity: 1.45 },
];

describe('annualMileage', () => {
  test.each([
    [1000, 0.85],
    [5000, 0.85],
    [6000, 0.95],
    [10000, 0.95],
    [12000, 1],
    [30000, 1],
    [40000, 1.45],
  ])('up to %i miles has relativity %d', (miles, relativity) => {
    expect(annualMileage(factorContext({ annualMileage: miles }, {}, ratebook))).toEqual({
      factor: 'annual_mileage',
      input: miles,
      relativity,
    });
  });
});
