import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { bodyStyle } from './bodyStyle';

const ratebook = productRatebook();
ratebook.vehicle.body_style = {
  default: 1.15,
  values: [
    { code: 'PV', relativity: 1 },
    { code: 'L', relativity: 1.12 },
  ],
};

describe('bodyStyle', () => {
  test.each([
    ['PV', 1],
    ['L', 1.12],
    ['RT', 1.15],
    [undefined, 1.15],
  ])('body %s has relativity %d', (style, relativity) => {
    expect(bodyStyle(factorContext({ vehicle: { bodyStyle: style } }, {}, ratebook)).relativity).toBe(
      relativity,
    );
  });
});
