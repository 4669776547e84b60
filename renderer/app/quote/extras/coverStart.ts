import { ukTimeOfDay, ukToday } from '../../../../schemas/src/ukDates';
import { isoToDisplay } from '../../../engine/lib/dateText';

/** Cover starts at one minute past midnight on its start date (second document, section 9). */
export const COVER_START_TIME = '00:01';

/**
 * When cover starts: the start date as DD/MM/YYYY at 00:01, or at the current time when the start
 * date is today (in the UK: cover dates are UK dates). `now` is the clock's reading.
 */
export function coverStart(startDate: string | undefined, now: Date): { date: string; time: string } {
  return {
    date: isoToDisplay(startDate),
    time: startDate === ukToday(now) ? ukTimeOfDay(now) : COVER_START_TIME,
  };
}
