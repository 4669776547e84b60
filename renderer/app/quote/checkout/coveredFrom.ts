import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { isoToDisplay } from '../../../engine/lib/dateText';

/**
 * The thank-you line saying when cover starts: at 00:01 on the start date, or straight away when
 * the policy starts today (London). `today` is YYYY-MM-DD.
 */
export function coveredFrom(
  startDate: string | undefined,
  today: string,
  text: { covered: string; coveredToday: string; coverStartTime: string },
): string {
  if (!startDate) return '';
  const date = isoToDisplay(startDate);
  if (startDate <= today) return fillTemplate(text.coveredToday, { date });
  return fillTemplate(text.covered, { time: text.coverStartTime, date });
}
