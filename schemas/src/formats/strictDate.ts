import type { FormatDefinition } from './formatDefinition';

export interface IsoDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

// The date picker's earliest year; 2999 keeps out typing slips such as 20244.
const minYear = 1900;
const maxYear = 2999;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const DASH = 0x2d;
const ZERO = 0x30;

/** The number written by `count` ASCII digits of `s` from `from`; -1 when one is not a digit. */
function digitsAt(s: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i += 1) {
    const digit = s.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Parses a strict YYYY-MM-DD date ("2024-02-29" → { year: 2024, month: 2, day: 29 }).
 * Null unless it is a real calendar date in the years 1900 to 2999. No time zone is involved.
 * Read digit by digit: every date of every proposal passes here on each save.
 */
export function parseIsoDate(s: string): IsoDate | null {
  if (s.length !== 10 || s.charCodeAt(4) !== DASH || s.charCodeAt(7) !== DASH) return null;
  const year = digitsAt(s, 0, 4);
  const month = digitsAt(s, 5, 2);
  const day = digitsAt(s, 8, 2);
  if (year < minYear || year > maxYear || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A real calendar date written YYYY-MM-DD, years 1900 to 2999; replaces ajv-formats' `date`. */
export const strictDate: FormatDefinition = {
  name: 'date',
  validate: (value) => parseIsoDate(value) !== null,
};
