/**
 * The answers with the spaces around every text removed (" James " -> "James"), at any depth;
 * other values as they are. The form stores a shaped text (a name, an e-mail) trimmed as it is
 * typed; the server trims whatever a client sends before checking it, so an integrator's
 * " James " is saved as "James" rather than refused. `value` is not changed: an object or list
 * holding a text to trim is copied, and every part with nothing to trim is shared with `value`
 * (`value` itself when no text needs trimming, as from the form).
 */
export function trimmedAnswers<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const trimmed = trimmedAnswers(item);
      if (trimmed !== item) (copy ??= value.slice())[i] = trimmed;
    }
    return (copy ?? value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    const item = object[key];
    const trimmed = trimmedAnswers(item);
    // Defined, not assigned: a key "__proto__" in a client's JSON stays an answer, never a prototype.
    if (trimmed !== item) Object.defineProperty((copy ??= { ...object }), key, { ...own, value: trimmed });
  }
  return (copy ?? value) as T;
}

const own = { writable: true, enumerable: true, configurable: true };
