import { describe, test, expect } from 'vitest';
import { dateOf, laterDate, lookBackStart, withinYears } from './dates';

describe('withinYears', () => {
  test.each([
    ['2021-12-01', true],
    ['2021-11-30', false],
    ['2022-05-11', true],
    ['2026-12-25', true],
    ['2019-01-01', false],
  ])('%s is within 5 years of 2026-12-01: %s', (date, within) => {
    expect(withinYears(date, '2026-12-01', 5)).toBe(within);
  });

  test.each([
    ['2023-02-28', false],
    ['2023-03-01', true],
  ])('%s is within 5 years of the leap day 2028-02-29: %s', (date, within) => {
    expect(withinYears(date, '2028-02-29', 5)).toBe(within);
  });
});

describe('lookBackStart', () => {
  test.each([
    ['2026-12-01', 5, '2021-12-01'],
    ['2028-02-29', 5, '2023-03-01'],
    ['2028-02-29', 4, '2024-02-29'],
  ])('%s, %d years back: from %s', (reference, years, start) => {
    expect(lookBackStart(reference, years)).toBe(start);
  });
});

describe('dateOf and laterDate', () => {
  test.each([['2026-02-30'], ['26-01-01'], ['']])('%s is no date', (value) => {
    expect(dateOf(value)).toBeUndefined();
  });

  test('laterDate picks the later day', () => {
    expect(laterDate('2026-12-01', '2026-11-20')).toBe('2026-12-01');
    expect(laterDate('2026-11-01', '2026-11-20')).toBe('2026-11-20');
  });
});
