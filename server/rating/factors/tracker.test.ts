import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { tracker } from './tracker';

const ratebook = productRatebook();
ratebook.vehicle.tracker = { yes: 0.95, no: 1 };

describe('tracker', () => {
  test.each([
    [true, 0.95],
    [false, 1],
  ])('a tracker fitted: %s has relativity %d', (answer, relativity) => {
    expect(tracker(factorContext({ vehicle: { hasTracker: answer } }, {}, ratebook))).toEqual({
      factor: 'tracker',
      input: answer,
      relativity,
    });
  });
});
