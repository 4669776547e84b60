import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { nightLocation } from './nightLocation';

const ratebook = productRatebook();
ratebook.use.night_location = {
  default: 1.3,
  values: [
    { code: 'LGAR', relativity: 0.9 },
    { code: 'DRIVE', relativity: 0.95 },
    { code: 'ROADHOME', relativity: 1.1 },
  ],
};

describe('nightLocation', () => {
  test.each([
    ['LGAR', 0.9],
    ['DRIVE', 0.95],
    ['ROADHOME', 1.1],
    ['OTHER', 1.3],
  ])('%s has relativity %d', (code, relativity) => {
    expect(nightLocation(factorContext({ nightLocation: code }, {}, ratebook))).toMatchObject({
      factor: 'night_location',
      input: code,
      relativity,
    });
  });
});
