import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { driverAge } from './driverAge';

const ratebook = productRatebook();
ratebook.driver.age = [
  { from: 17, relativity: 3 },
  { from: 25, relativity: 1.5 },
  { from: 40, relativity: 1 },
  { from: 75, relativity: 1.3 },
];

describe('driverAge', () => {
  test.each([
    [16, 3],
    [17, 3],
    [24, 3],
    [25, 1.5],
    [39, 1.5],
    [40, 1],
    [74, 1],
    [75, 1.3],
    [120, 1.3],
  ])('a driver aged %i has relativity %d', (age, relativity) => {
    expect(driverAge(factorContext({}, { age }, ratebook))).toEqual({
      factor: 'driver_age',
      input: age,
      relativity,
    });
  });
});
