import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { daytimeLocation } from './daytimeLocation';

const ratebook = productRatebook();
ratebook.use.daytime_location = {
  default: 1.3,
  values: [
    { code: 'HOMEOFF', relativity: 0.97 },
    { code: 'CUSTSITE', relativity: 1.05 },
  ],
};

describe('daytimeLocation', () => {
  test.each([
    ['HOMEOFF', 0.97],
    ['CUSTSITE', 1.05],
    ['STATION', 1.3],
  ])('%s has relativity %d', (code, relativity) => {
    expect(daytimeLocation(factorContext({ daytimeLocation: code }, {}, ratebook))).toMatchObject({
      factor: 'daytime_location',
      input: code,
      relativity,
    });
  });
});
