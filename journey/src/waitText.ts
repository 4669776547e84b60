import { fillTemplate } from './fillTemplate';

/** How a wait is worded (errors.json `waitTime`): "1 minute", "{n} minutes", "{n} hours". */
export interface WaitWords {
  minute: string;
  minutes: string;
  hours: string;
}

/**
 * A wait of `seconds` as a customer reads it, never shorter than the real wait: whole minutes
 * rounded up ("1 minute", "15 minutes"), or whole hours rounded up from two hours on.
 */
export function waitText(seconds: number, words: WaitWords): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return words.minute;
  if (minutes < 120) return fillTemplate(words.minutes, { n: minutes });
  return fillTemplate(words.hours, { n: Math.ceil(minutes / 60) });
}
