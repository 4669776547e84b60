import { toIso } from './dateText';

/**
 * A calendar bound from ui:options: an ISO date, or "today" moved by years, months or days
 * ("today-17y", "today+30d"). Undefined when the text is neither.
 */
export function relativeDate(spec: unknown, today: Date): string | undefined {
  if (typeof spec !== 'string') return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(spec)) return spec;
  const match = /^today(?:([+-]\d+)([ymd]))?$/.exec(spec);
  if (!match) return undefined;
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate(), 12));
  const amount = Number(match[1] ?? 0);
  if (match[2] === 'y') date.setUTCFullYear(date.getUTCFullYear() + amount);
  if (match[2] === 'm') date.setUTCMonth(date.getUTCMonth() + amount);
  if (match[2] === 'd') date.setUTCDate(date.getUTCDate() + amount);
  return toIso(date);
}
