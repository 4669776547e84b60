import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { businessEstablished } from './businessEstablished';

const ratebook = productRatebook();
ratebook.use.business_established_months = [
  { from: 0, relativity: 1.15 },
  { from: 12, relativity: 1.08 },
  { from: 36, relativity: 1 },
];
ratebook.use.business_classes_of_use = ['OwnGoods', 'Courier'];

describe('businessEstablished', () => {
  test.each<[string, number | undefined, number]>([
    ['OwnGoods', 0, 1.15],
    ['OwnGoods', 11, 1.15],
    ['OwnGoods', 12, 1.08],
    ['Courier', 96, 1],
    ['Courier', undefined, 1.15],
    ['SDPC', 0, 1],
    ['SDP', undefined, 1],
  ])('%s trading %s months has relativity %d', (classOfUse, months, relativity) => {
    const result = businessEstablished(
      factorContext({ classOfUse, businessEstablishedMonths: months }, {}, ratebook),
    );
    expect(result.relativity).toBe(relativity);
  });
});
