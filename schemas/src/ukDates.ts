// Dates as the UK calendar has them, written YYYY-MM-DD (strings of this shape compare in calendar
// order). The one statement of "today in the UK", of moving a date by years, months and days, and
// of a person's age: the browser, the server, the rating and the schema keywords all use these.
// Pure: the clock is always an argument. The compiled keywords write the same arithmetic into
// their own code (keywords/dateCode.ts); ukDates.test.ts and keywords/dateCode.test.ts run both
// over the same dates.

/** The UK's time zone: GMT in winter, BST in summer. */
export const UK_TIME_ZONE = 'Europe/London';

/**
 * Formats a moment as DD/MM/YYYY in the UK. Compiled validators without an injected clock
 * build the same formatter in their own code (see keywords/dateCode.ts), so they stay standalone.
 */
export const ukDateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day in the UK at the moment `now`, as YYYY-MM-DD: days (and so ages, cover starts
 * and look-backs) change at midnight UK time, GMT in winter and BST in summer, not UTC.
 */
export function ukToday(now: Date): string {
  // The UK is a whole number of hours from UTC, so its day changes only where a minute does: the
  // day of the last minute asked is kept (a save asks it about twenty times, and formatting is slow).
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== keptMinute) {
    keptDay = ukDateFormat.format(now).split('/').reverse().join('-');
    keptMinute = minute;
  }
  return keptDay;
}

let keptMinute = NaN;
let keptDay = '';

const ukTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time of day in the UK at the moment `now`, as HH:MM on the 24-hour clock. */
export function ukTimeOfDay(now: Date): string {
  return ukTimeFormat.format(now);
}

/**
 * Moves a YYYY-MM-DD date by whole years, months and days the way the calendar does: a day past
 * the end of a month rolls into the next, so 29 February plus a year is 1 March (which is when a
 * person born on 29 February comes of age in the UK). Undefined unless `iso` has the YYYY-MM-DD
 * shape.
 */
export function shiftIsoDate(iso: unknown, years = 0, months = 0, days = 0): string | undefined {
  if (typeof iso !== 'string' || iso.length !== 10 || iso[4] !== '-' || iso[7] !== '-') return undefined;
  const time = Date.UTC(+iso.slice(0, 4) + years, +iso.slice(5, 7) - 1 + months, +iso.slice(8, 10) + days);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && shiftIsoDate(value) === value;
}

/**
 * The age on the day `on` of someone born on `born` (both real YYYY-MM-DD dates): whole years,
 * a year more once the birthday (month and day) has come. Someone born on 29 February is a year
 * older on 1 March in a common year. Negative when `born` is after `on`.
 */
export function ageOn(born: string, on: string): number {
  return +on.slice(0, 4) - +born.slice(0, 4) - (on.slice(5) < born.slice(5) ? 1 : 0);
}

/**
 * The last date of birth of someone at least `age` years old on `on` (the minimum-age limit of a
 * date of birth): `on` moved back `age` years, 28 February when that would be a 29 February that
 * year lacks (someone born on 1 March is not yet `age` then).
 */
export function latestBirthDate(age: number, on: string): string {
  const year = String(+on.slice(0, 4) - age).padStart(4, '0');
  const date = `${year}${on.slice(4)}`;
  return isIsoDate(date) ? date : `${year}-02-28`;
}

/**
 * The first date of birth of someone at most `age` years old on `on` (the maximum-age limit): the
 * day after the last date of birth of someone `age + 1` years old.
 */
export function earliestBirthDate(age: number, on: string): string {
  return shiftIsoDate(latestBirthDate(age + 1, on), 0, 0, 1) as string;
}
