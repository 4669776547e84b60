/** An answer is empty when it is missing, null, "", [] or {}: the form has nothing to show. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every((item) => item === undefined);
  return false;
}
