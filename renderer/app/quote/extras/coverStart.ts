import { ukTimeOfDay, ukToday } from '../../../../schemas/src/ukDates';
import { isoToDisplay } from '../../../engine/lib/dateText';
import { checkoutText } from '../checkout/checkoutText';

/**
 * When cover starts: the start date as DD/MM/YYYY at `startTime` (the journey's, checkout.json
 * thankYou.coverStartTime: 00:01), or at the current time when the start date is today (in the
 * UK: cover dates are UK dates). `now` is the clock's reading.
 */
export function coverStart(
  startDate: string | undefined,
  now: Date,
  startTime: string = checkoutText.thankYou.coverStartTime,
): { date: string; time: string } {
  return {
    date: isoToDisplay(startDate),
    time: startDate === ukToday(now) ? ukTimeOfDay(now) : startTime,
  };
}
