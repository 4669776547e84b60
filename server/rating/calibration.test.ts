import { describe, test, expect } from 'vitest';
import { proposalFixture } from '../../tests/fixtures/index';
import { rate } from './rate';
import {
  AS_OF,
  cleanFortyYearOld,
  courier,
  nineteenYearOld,
  productRatebook,
} from '../../tests/support/rating/ratingFixtures';

// The ratebook lands typical risks near the market (DOMAIN.md section 5): Quotezone's average van
// premium was £575 in Q4 2024, 17-24s about £2,026 against £520 for 45-64s.

const ratebook = productRatebook();
const totalOf = (proposal: Parameters<typeof rate>[0]): number => {
  const result = rate(proposal, ratebook, AS_OF);
  expect(result.decision).toBe('quoted');
  return result.premium?.totalPence ?? Number.NaN;
};

describe('calibration of the product ratebook (premium including IPT, before add-ons)', () => {
  test('the fixture (a 42-year-old plumber in Leeds, one non-fault claim, one SP30) pays £450-£1,100', () => {
    const total = totalOf(proposalFixture());
    expect(total).toBeGreaterThanOrEqual(45000);
    expect(total).toBeLessThanOrEqual(110000);
  });

  test('a clean 40-year-old with 5 years NCD, mid-risk area, 10,000 miles, SDPC pays £500-£650', () => {
    const total = totalOf(cleanFortyYearOld());
    expect(total).toBeGreaterThanOrEqual(50000);
    expect(total).toBeLessThanOrEqual(65000);
  });

  test('a 19-year-old otherwise alike pays at least three times as much', () => {
    expect(totalOf(nineteenYearOld())).toBeGreaterThanOrEqual(3 * totalOf(cleanFortyYearOld()));
  });

  test('a courier doing 30,000 miles pays more than the commuter, less than the 19-year-old', () => {
    const total = totalOf(courier());
    expect(total).toBeGreaterThan(totalOf(cleanFortyYearOld()) * 1.5);
    expect(total).toBeLessThan(totalOf(nineteenYearOld()));
  });
});
