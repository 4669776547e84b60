import { isoToDisplay } from '../../../engine/lib/dateText';

/** Cover starts at one minute past midnight on its start date (second document, section 9). */
export const COVER_START_TIME = '00:01';

/** The time zone cover dates are in. */
export const UK_TIME_ZONE = 'Europe/London';

const dayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * When cover starts: the start date as DD/MM/YYYY at 00:01, or at the current time when the start
 * date is today (in the UK). `now` is the clock's reading.
 */
export function coverStart(
  startDate: string | undefined,
  now: Date,
  timeZone: string = UK_TIME_ZONE,
): { date: string; time: string } {
  const today = dayIn(timeZone).format(now);
  return {
    date: isoToDisplay(startDate),
    time: startDate === today ? timeIn(timeZone).format(now) : COVER_START_TIME,
  };
}
