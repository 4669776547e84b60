import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { medicalCondition } from './medicalCondition';

const ratebook = productRatebook();
ratebook.driver.medical_condition = { default: 1.05, values: [{ code: 'DIAI', relativity: 1.1 }] };

describe('medicalCondition', () => {
  test.each([
    [undefined, 1],
    ['DIAI', 1.1],
    ['OTHER', 1.05],
  ])('condition %s has relativity %d', (code, relativity) => {
    expect(medicalCondition(factorContext({}, { medicalCondition: code }, ratebook)).relativity).toBe(
      relativity,
    );
  });
});
