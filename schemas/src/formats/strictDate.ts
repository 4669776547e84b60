import type { FormatDefinition } from './formatDefinition';

export interface IsoDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const pattern = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
// The date picker's earliest year; 2999 keeps out typing slips such as 20244.
const minYear = 1900;
const maxYear = 2999;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Parses a strict YYYY-MM-DD date ("2024-02-29" → { year: 2024, month: 2, day: 29 }).
 * Null unless it is a real calendar date in the years 1900 to 2999. No time zone is involved.
 */
export function parseIsoDate(s: string): IsoDate | null {
  const match = pattern.exec(s);
  if (!match) return null;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (year < minYear || year > maxYear || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A real calendar date written YYYY-MM-DD, years 1900 to 2999; replaces ajv-formats' `date`. */
export const strictDate: FormatDefinition = {
  name: 'date',
  validate: (value) => parseIsoDate(value) !== null,
};
