import { describe, expect, test } from 'vitest';
import { ukToday } from './ukToday';

describe('ukToday', () => {
  test.each([
    ['2026-11-20T12:00:00Z', '2026-11-20'],
    ['2026-12-31T23:30:00Z', '2026-12-31'],
    ['2026-06-30T23:30:00Z', '2026-07-01'],
    ['2026-03-29T00:30:00Z', '2026-03-29'],
  ])('%s is %s in the UK', (instant, day) => {
    expect(ukToday(new Date(instant))).toBe(day);
  });
});
