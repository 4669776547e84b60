/** "Today" as a calendar day in the UK, written YYYY-MM-DD (the server passes its clock's now). */
export function ukToday(now: Date = new Date()): string {
  return ukDateFormat.format(now).split('/').reverse().join('-');
}

/**
 * Formats a moment as DD/MM/YYYY in Europe/London. Compiled validators without an injected
 * clock build the same formatter in their own code (see dateCode.ts), so they stay standalone.
 */
export const ukDateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
