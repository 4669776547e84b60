import { earliestBirthDate, latestBirthDate } from '../ukDates';
import { resolveDateBound, toBounds, type DateBoundSchema } from './dateBound';

/** The first and last dates a date answer may be; a side is undefined when nothing limits it. */
export interface DateLimits {
  earliest?: string;
  latest?: string;
}

/** Where the answer is: the whole document, the answer's JSON pointer, and today (UK day). */
export interface DateLimitsPlace {
  rootData: unknown;
  instancePath: string;
  today: string;
}

const later = (a: string | undefined, b: string | undefined) => (a === undefined || (b && b > a) ? b : a);
const earlier = (a: string | undefined, b: string | undefined) => (a === undefined || (b && b < a) ? b : a);

/**
 * The range of dates the date keywords of `schema` (earliestDate, latestDate, minAge, maxAge,
 * notBeforeAnswer, notAfterAnswer) accept for the answer at `instancePath` of `rootData` today: exactly the dates they pass, so a
 * calendar bounded by it offers no day the validation refuses and refuses none it accepts. A
 * bound on another answer that is not given yet limits nothing, as in the keywords.
 */
export function dateLimits(schema: Readonly<Record<string, unknown>>, place: DateLimitsPlace): DateLimits {
  let earliest: string | undefined;
  let latest: string | undefined;
  if (schema.earliestDate !== undefined)
    for (const bound of toBounds(schema.earliestDate as DateBoundSchema))
      earliest = later(earliest, resolveDateBound(bound, place));
  if (schema.latestDate !== undefined)
    for (const bound of toBounds(schema.latestDate as DateBoundSchema))
      latest = earlier(latest, resolveDateBound(bound, place));
  if (typeof schema.notBeforeAnswer === 'string')
    earliest = later(earliest, resolveDateBound({ from: schema.notBeforeAnswer }, place));
  if (typeof schema.notAfterAnswer === 'string')
    latest = earlier(latest, resolveDateBound({ from: schema.notAfterAnswer }, place));
  if (typeof schema.maxAge === 'number')
    earliest = later(earliest, earliestBirthDate(schema.maxAge, place.today));
  if (typeof schema.minAge === 'number')
    latest = earlier(latest, latestBirthDate(schema.minAge, place.today));
  return {
    ...(earliest !== undefined ? { earliest } : {}),
    ...(latest !== undefined ? { latest } : {}),
  };
}
