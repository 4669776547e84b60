import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { racking } from './racking';

const ratebook = productRatebook();
ratebook.vehicle.racking = { yes: 1.02, no: 1 };

describe('racking', () => {
  test.each([
    [true, 1.02],
    [false, 1],
  ])('fitted racking: %s has relativity %d', (answer, relativity) => {
    expect(racking(factorContext({ hasFittedRacking: answer }, {}, ratebook))).toEqual({
      factor: 'racking',
      input: answer,
      relativity,
    });
  });
});
