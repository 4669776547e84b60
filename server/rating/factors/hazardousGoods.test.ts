import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { hazardousGoods } from './hazardousGoods';

const ratebook = productRatebook();
ratebook.vehicle.hazardous_goods = { yes: 1.25, no: 1 };

describe('hazardousGoods', () => {
  test.each([
    [true, 1.25],
    [false, 1],
  ])('hazardous goods carried: %s has relativity %d', (answer, relativity) => {
    expect(hazardousGoods(factorContext({ hasHazardousGoods: answer }, {}, ratebook))).toEqual({
      factor: 'hazardous_goods',
      input: answer,
      relativity,
    });
  });
});
