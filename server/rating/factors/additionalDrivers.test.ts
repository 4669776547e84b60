import { describe, test, expect } from 'vitest';
import { driverProfile, factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { additionalDrivers } from './additionalDrivers';

const ratebook = productRatebook();
ratebook.additional_drivers = [
  { from: 0, relativity: 1 },
  { from: 2, relativity: 1.05 },
  { from: 4, relativity: 1.1 },
];

describe('additionalDrivers', () => {
  test.each([
    [0, 1],
    [1, 1],
    [2, 1.05],
    [3, 1.05],
    [4, 1.1],
  ])('%i additional drivers has relativity %d', (count, relativity) => {
    const drivers = Array.from({ length: count + 1 }, (_, i) =>
      driverProfile({ role: i ? `Driver ${i}` : 'Proposer' }),
    );
    const result = additionalDrivers(factorContext({ drivers }, {}, ratebook));
    expect(result).toEqual({ factor: 'additional_drivers', input: count, relativity });
  });
});
