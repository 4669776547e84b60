import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { fuelType } from './fuelType';

const ratebook = productRatebook();
ratebook.vehicle.fuel_type = {
  default: 1.1,
  values: [
    { code: 'D', relativity: 1 },
    { code: 'E', relativity: 1.08 },
  ],
};

describe('fuelType', () => {
  test.each([
    ['D', 1],
    ['E', 1.08],
    ['FC', 1.1],
  ])('fuel %s has relativity %d', (fuel, relativity) => {
    expect(fuelType(factorContext({ vehicle: { fuelType: fuel } }, {}, ratebook)).relativity).toBe(
      relativity,
    );
  });
});
