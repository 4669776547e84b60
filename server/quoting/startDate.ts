import type { FieldError } from '../../journey/src/fieldErrors';
import messages from '../../journey/content/validation-messages.json';

const DAY = 86_400_000;

/** "2026-12-21" -> "21/12/2026": dates are shown DD/MM/YYYY. */
const shown = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The cover start date must lie from today to `maxDaysAhead` days ahead inclusive (today is the
 * UK calendar day). A quote for a start date that has passed is refused so the customer picks a
 * new one (the expired start date modal).
 */
export function startDateProblems(
  startDate: string | undefined,
  today: string,
  maxDaysAhead = 30,
): FieldError[] {
  if (startDate === undefined) return [];
  const path = 'risk.start_date';
  if (startDate < today) return [{ path, message: messages.rules.dateFromToday }];
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + maxDaysAhead * DAY).toISOString().slice(0, 10);
  if (startDate > last) return [{ path, message: messages.rules.dateUpTo.replace('{date}', shown(last)) }];
  return [];
}
