import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { classOfUse } from './classOfUse';

const ratebook = productRatebook();
ratebook.use.class_of_use = {
  default: 1.3,
  values: [
    { code: 'SDP', relativity: 0.93 },
    { code: 'SDPC', relativity: 1 },
    { code: 'OwnGoods', relativity: 1.08 },
    { code: 'Courier', relativity: 1.8 },
  ],
};

describe('classOfUse', () => {
  test.each([
    ['SDP', 0.93],
    ['SDPC', 1],
    ['OwnGoods', 1.08],
    ['Courier', 1.8],
    ['Haulage', 1.3],
  ])('%s has relativity %d', (code, relativity) => {
    expect(classOfUse(factorContext({ classOfUse: code }, {}, ratebook))).toMatchObject({
      factor: 'class_of_use',
      input: code,
      relativity,
    });
  });
});
