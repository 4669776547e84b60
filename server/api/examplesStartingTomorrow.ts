import { shiftIsoDate, ukToday } from '../../schemas/src/ukDates';

/**
 * The API description as served on `now`: every example's cover start date (`start_date`) moved to
 * tomorrow in the UK, so an example request tried from /api/docs stays within the journey's start
 * date window (today to 30 days ahead) whatever day it is. Only the examples hold a `start_date`
 * text; the schemas name the answer as an object. Pure: a copy, `document` is not changed.
 */
export function examplesStartingTomorrow<T>(document: T, now: Date): T {
  const tomorrow = shiftIsoDate(ukToday(now), 0, 0, 1) as string;
  const moved = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(moved);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'start_date' && typeof inner === 'string' ? tomorrow : moved(inner),
      ]),
    );
  };
  return moved(document) as T;
}
