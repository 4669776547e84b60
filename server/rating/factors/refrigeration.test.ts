import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { refrigeration } from './refrigeration';

const ratebook = productRatebook();
ratebook.vehicle.refrigeration = { yes: 1.1, no: 1 };

describe('refrigeration', () => {
  test.each([
    [true, 1.1],
    [false, 1],
  ])('a refrigerated van: %s has relativity %d', (answer, relativity) => {
    expect(refrigeration(factorContext({ isRefrigerated: answer }, {}, ratebook))).toEqual({
      factor: 'refrigeration',
      input: answer,
      relativity,
    });
  });
});
