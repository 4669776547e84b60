import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { abiGroup } from './abiGroup';

const ratebook = productRatebook();
ratebook.vehicle.abi_group = {
  pivot: 30,
  slope: 0.03,
  groups: [
    { abi_code: '11111111', group: 22 },
    { abi_code: '22222222', group: 30 },
    { abi_code: '33333333', group: 45 },
    { abi_code: '44444444', group: 1 },
  ],
};

describe('abiGroup', () => {
  test.each([
    ['11111111', 0.76],
    ['22222222', 1],
    ['33333333', 1.45],
    ['44444444', 0.5],
    ['99999999', 1],
    [undefined, 1],
  ])('ABI code %s has relativity %d', (abiCode, relativity) => {
    const result = abiGroup(factorContext({ vehicle: { abiCode } }, {}, ratebook));
    expect(result.relativity).toBeCloseTo(relativity, 10);
  });

  test('an unlisted van is rated on value, and the trace says so', () => {
    const result = abiGroup(factorContext({ vehicle: { abiCode: '99999999' } }, {}, ratebook));
    expect(result.note).toBe('group unknown: rated on value');
  });
});
