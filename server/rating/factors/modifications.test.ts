import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { modifications } from './modifications';

const ratebook = productRatebook();
ratebook.vehicle.modifications = {
  default: 1.1,
  values: [
    { code: 'LADDER', relativity: 1 },
    { code: 'REMAP', relativity: 1.2 },
    { code: 'DEADLOCK', relativity: 0.97 },
  ],
};

describe('modifications', () => {
  test.each<[string[], number]>([
    [[], 1],
    [['LADDER'], 1],
    [['REMAP'], 1.2],
    [['DEADLOCK'], 0.97],
    [['REMAP', 'DEADLOCK'], 1.164],
    [['SOMETHING'], 1.1],
  ])('%j has relativity %d', (codes, relativity) => {
    const result = modifications(factorContext({ vehicle: { modifications: codes } }, {}, ratebook));
    expect(result.relativity).toBeCloseTo(relativity, 10);
  });
});
