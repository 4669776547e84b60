import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { licenceType } from './licenceType';

const ratebook = productRatebook();
ratebook.driver.licence_type = {
  default: 1.5,
  values: [
    { code: 'F', relativity: 1 },
    { code: 'P', relativity: 1.6 },
    { code: 'E', relativity: 1.1 },
  ],
};

describe('licenceType', () => {
  test.each([
    ['F', 1, undefined],
    ['P', 1.6, undefined],
    ['E', 1.1, undefined],
    ['O', 1.5, 'unlisted: default'],
  ])('licence %s has relativity %d', (type, relativity, note) => {
    const result = licenceType(factorContext({}, { licenceType: type }, ratebook));
    expect(result).toEqual({ factor: 'licence_type', input: type, relativity, ...(note ? { note } : {}) });
  });
});
