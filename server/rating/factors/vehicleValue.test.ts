import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { vehicleValue } from './vehicleValue';

const ratebook = productRatebook();
ratebook.vehicle.value = [
  { from: 0, relativity: 0.9 },
  { from: 15000, relativity: 1 },
  { from: 30000, relativity: 1.15 },
];

describe('vehicleValue', () => {
  test.each([
    [0, 0.9],
    [14999, 0.9],
    [15000, 1],
    [29999.99, 1],
    [30000, 1.15],
    [1000000, 1.15],
  ])('a van worth £%d has relativity %d', (value, relativity) => {
    const result = vehicleValue(factorContext({ vehicle: { value } }, {}, ratebook));
    expect(result).toEqual({ factor: 'vehicle_value', input: value, relativity });
  });
});
