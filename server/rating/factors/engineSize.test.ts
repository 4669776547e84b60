import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { engineSize } from './engineSize';

const ratebook = productRatebook();
ratebook.vehicle.engine_size = [
  { from: 0, relativity: 0.97 },
  { from: 1700, relativity: 1 },
  { from: 2600, relativity: 1.1 },
];

describe('engineSize', () => {
  test.each([
    [0, 0.97],
    [1499, 0.97],
    [1995, 1],
    [2993, 1.1],
    [undefined, 1],
  ])('%s cc has relativity %d', (cc, relativity) => {
    expect(engineSize(factorContext({ vehicle: { engineSize: cc } }, {}, ratebook)).relativity).toBe(
      relativity,
    );
  });
});
