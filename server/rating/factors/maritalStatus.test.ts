import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { maritalStatus } from './maritalStatus';

const ratebook = productRatebook();
ratebook.driver.marital_status = {
  default: 1,
  values: [
    { code: 'S', relativity: 1.05 },
    { code: 'M', relativity: 0.95 },
  ],
};

describe('maritalStatus', () => {
  test.each([
    ['S', 1.05, undefined],
    ['M', 0.95, undefined],
    ['W', 1, 'unlisted: default'],
    [undefined, 1, 'not answered: default'],
  ])('status %s has relativity %d', (status, relativity, note) => {
    const result = maritalStatus(factorContext({}, { maritalStatus: status }, ratebook));
    expect(result.relativity).toBe(relativity);
    expect(result.note).toBe(note);
  });
});
