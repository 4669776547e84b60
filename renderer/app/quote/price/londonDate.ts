const londonDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in the UK at the instant `now`, as YYYY-MM-DD (cover dates are UK dates). */
export function londonToday(now: Date): string {
  const parts = Object.fromEntries(londonDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A start date before today (both YYYY-MM-DD) has passed: cover cannot start in the past. */
export function startDateHasPassed(startDate: string | undefined, today: string): boolean {
  return startDate !== undefined && startDate < today;
}
