/**
 * The answers with the spaces around every text removed (" James " -> "James"), at any depth;
 * other values as they are. The form stores a shaped text (a name, an e-mail) trimmed as it is
 * typed; the server trims whatever a client sends before checking it, so an integrator's
 * " James " is saved as "James" rather than refused. Returns a copy; `value` is not changed.
 */
export function trimmedAnswers<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item: unknown) => trimmedAnswers(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, trimmedAnswers(item as unknown)]),
  ) as T;
}
