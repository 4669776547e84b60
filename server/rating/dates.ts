import { parseIsoDate, type IsoDate } from '../../schemas/src/formats/strictDate';

// Dates are compared as calendar days in the UK, with no time zone arithmetic: the clock (asOf)
// becomes the London calendar day once, and everything else is YYYY-MM-DD.

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in London at the instant `asOf`, as YYYY-MM-DD. */
export function londonDate(asOf: Date): string {
  return londonDay.format(asOf);
}

/** A parsed date, or undefined for a missing or impossible one. */
export function dateOf(value: string | undefined): IsoDate | undefined {
  return value === undefined ? undefined : (parseIsoDate(value) ?? undefined);
}

/**
 * Whole years from `from` to `to` (an age, or years licensed): 0 when `to` is before `from`.
 * Someone born on 29 February is a year older on 1 March in other years.
 */
export function wholeYears(from: IsoDate, to: IsoDate): number {
  const beforeAnniversary = to.month < from.month || (to.month === from.month && to.day < from.day);
  return Math.max(0, to.year - from.year - (beforeAnniversary ? 1 : 0));
}

/** True when `date` is on or after the day `years` years before `reference` (inside a look-back). */
export function withinYears(date: IsoDate, reference: IsoDate, years: number): boolean {
  const start = { year: reference.year - years, month: reference.month, day: reference.day };
  if (date.year !== start.year) return date.year > start.year;
  if (date.month !== start.month) return date.month > start.month;
  return date.day >= start.day;
}

/** The later of two YYYY-MM-DD dates (strings of this shape compare in calendar order). */
export function laterDate(a: string, b: string): string {
  return a >= b ? a : b;
}
