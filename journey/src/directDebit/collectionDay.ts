import collectionDays from '../../lists/direct_debit_collection_day.json';

/** The days of the month a Direct Debit may be collected on: the options of journey/lists. */
export const COLLECTABLE_DAYS: readonly number[] = collectionDays.options.map((option) =>
  Number(option.value),
);

/** The collection day when there is no start date to take it from (specification: 1). */
export const DEFAULT_COLLECTION_DAY = 1;

export interface CollectionDay {
  /** The day of the month the instalments are collected on. */
  day: number;
  /** The start date's day of the month ("DD"), when there is a start date. */
  startDay?: number;
  /** The start date's day cannot be collected on, so `day` is another: the page says so. */
  moved: boolean;
}

/**
 * The Direct Debit collection day of a policy starting on `startDate` (YYYY-MM-DD): the two-digit
 * day of the start date. A day the scheme cannot collect on (the 29th to the 31st: not every month
 * has one) becomes the latest collectable day before it, and `moved` says so, for the page to tell
 * the customer. The browser shows it and the server stores it: both call this.
 */
export function collectionDayFor(
  startDate: string | undefined,
  collectable: readonly number[] = COLLECTABLE_DAYS,
): CollectionDay {
  const match = /^\d{4}-\d{2}-(\d{2})$/.exec(startDate ?? '');
  const startDay = match ? Number(match[1]) : 0;
  if (startDay < 1 || startDay > 31) return { day: DEFAULT_COLLECTION_DAY, moved: false };
  if (collectable.includes(startDay)) return { day: startDay, startDay, moved: false };
  const earlier = collectable.filter((day) => day < startDay);
  const day = earlier.length > 0 ? Math.max(...earlier) : Math.min(...collectable);
  return { day, startDay, moved: true };
}
