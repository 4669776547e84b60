import { describe, test, expect } from 'vitest';
import { dateOf, laterDate, londonDate, wholeYears, withinYears } from './dates';

const d = (value: string) => {
  const date = dateOf(value);
  if (!date) throw new Error(value);
  return date;
};

describe('londonDate', () => {
  test.each([
    ['2026-11-20T10:15:00Z', '2026-11-20'],
    ['2026-06-30T23:30:00Z', '2026-07-01'],
    ['2026-12-31T23:30:00Z', '2026-12-31'],
  ])('%s is %s in London', (instant, day) => {
    expect(londonDate(new Date(instant))).toBe(day);
  });
});

describe('wholeYears', () => {
  test.each([
    ['1984-06-14', '2026-12-01', 42],
    ['1986-12-01', '2026-12-01', 40],
    ['1986-12-02', '2026-12-01', 39],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2030-01-01', '2026-12-01', 0],
  ])('from %s to %s is %i years', (from, to, years) => {
    expect(wholeYears(d(from), d(to))).toBe(years);
  });
});

describe('withinYears', () => {
  test.each([
    ['2021-12-01', true],
    ['2021-11-30', false],
    ['2022-05-11', true],
    ['2026-12-25', true],
    ['2019-01-01', false],
  ])('%s is within 5 years of 2026-12-01: %s', (date, within) => {
    expect(withinYears(d(date), d('2026-12-01'), 5)).toBe(within);
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
