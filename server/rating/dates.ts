import { parseIsoDate } from '../../schemas/src/formats/strictDate';
import { shiftIsoDate } from '../../schemas/src/ukDates';

// Dates are compared as UK calendar days written YYYY-MM-DD, with no time zone arithmetic: the
// clock (asOf) becomes the UK day once (ukToday), and ages are ageOn() (schemas/src/ukDates.ts).

/** The date, or undefined for a missing or impossible one (as the `date` format judges it). */
export function dateOf(value: string | undefined): string | undefined {
  return value !== undefined && parseIsoDate(value) ? value : undefined;
}

/**
 * True when `date` is on or after the day `years` years before `reference` (inside a look-back,
 * as the claims and convictions questions' earliestDate bound counts it).
 */
export function withinYears(date: string, reference: string, years: number): boolean {
  return date >= lookBackStart(reference, years);
}

/** The first day of a look-back of `years` years to `reference`: the dates on or after it are within. */
export function lookBackStart(reference: string, years: number): string {
  // Every rating asks this of its rating date, a cover start within weeks of today, so the answers
  // are few and asked again and again; moving a date through Date and toISOString is not cheap.
  if (years !== startsYears || startsByReference.size >= MAX_STARTS) {
    startsByReference.clear();
    startsYears = years;
  }
  let start = startsByReference.get(reference);
  if (start === undefined) {
    start = shiftIsoDate(reference, -years) as string;
    startsByReference.set(reference, start);
  }
  return start;
}

const startsByReference = new Map<string, string>();
let startsYears = Number.NaN;
const MAX_STARTS = 1_000;

/** The later of two YYYY-MM-DD dates (strings of this shape compare in calendar order). */
export function laterDate(a: string, b: string): string {
  return a >= b ? a : b;
}
