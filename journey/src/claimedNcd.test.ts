import { describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { claimedNcd } from './claimedNcd';

const withPrevious = (has: boolean | undefined, years: number | undefined): Proposal => ({
  risk: {
    ...(has === undefined ? {} : { has_previous_insurance: has }),
    ...(years === undefined ? {} : { previous_insurance: { ncd: { years } } }),
  },
});

describe('claimedNcd', () => {
  test.each([
    [true, 6, true],
    [true, 1, true],
    [true, 0, false],
    [true, undefined, false],
    [false, 6, false],
    [undefined, 6, false],
  ])('previous insurance %s with %s years: %s', (has, years, claimed) => {
    expect(claimedNcd(withPrevious(has, years))).toBe(claimed);
  });

  test('a proposal without answers claims none', () => {
    expect(claimedNcd({})).toBe(false);
  });
});
