// Calendar arithmetic on 'YYYY-MM-DD' days for tests that work out a date bound from the limit a
// journey document states ("latestDate": { "days": 30 }, "minAge": 17), written apart from the
// product's own date code so the two check each other.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoOf = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** `iso` moved by `days` whole days (negative: earlier). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

/**
 * `iso` moved by `years` whole years; 29 February landing in a common year becomes 28 February
 * (`leapDay` 'down') or 1 March ('up').
 */
export function addYears(iso: string, years: number, leapDay: 'down' | 'up'): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const leap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0;
  if (month === 2 && day === 29 && !leap)
    return leapDay === 'down' ? `${pad(target, 4)}-02-28` : `${pad(target, 4)}-03-01`;
  return `${pad(target, 4)}-${pad(month)}-${pad(day)}`;
}
