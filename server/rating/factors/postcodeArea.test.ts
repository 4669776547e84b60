import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { postcodeArea } from './postcodeArea';

const ratebook = productRatebook();
ratebook.postcode_area = {
  default: 1.2,
  values: [
    { code: 'E', relativity: 2.1 },
    { code: 'RG', relativity: 1 },
    { code: 'TR', relativity: 0.68 },
  ],
};

describe('postcodeArea', () => {
  test.each([
    ['E', 2.1],
    ['RG', 1],
    ['TR', 0.68],
    ['GIR', 1.2],
  ])('area %s has relativity %d', (area, relativity) => {
    expect(postcodeArea(factorContext({ postcodeArea: area }, {}, ratebook))).toMatchObject({
      input: area,
      relativity,
    });
  });
});
