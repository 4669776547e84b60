/** A start date before today (both YYYY-MM-DD, today the UK day): cover cannot start in the past. */
export function startDateHasPassed(startDate: string | undefined, today: string): boolean {
  return startDate !== undefined && startDate < today;
}
