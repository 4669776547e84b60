import { putAnswer } from './putAnswer';

/**
 * The answers with the spaces around every text removed (" James " -> "James"), at any depth;
 * other values as they are. The form stores a shaped text (a name, an e-mail) trimmed as it is
 * typed; the server trims whatever a client sends before checking it, so an integrator's
 * " James " is saved as "James" rather than refused. `value` is not changed: an object or list
 * holding a text to trim is copied, and every part with nothing to trim is shared with `value`
 * (`value` itself when no text needs trimming, as from the form).
 */
export function trimmedAnswers<T>(value: T): T {
  return trimmed(value) as T;
}

function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return endsNeedNoTrim(value) ? value : value.trim();
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const done = trimmed(item);
      if (done !== item) (copy ??= value.slice())[i] = done;
    }
    return copy ?? value;
  }
  const object = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    const item = object[key];
    // Numbers, booleans and nulls have nothing to trim: most answers are such.
    if (typeof item !== 'object' && typeof item !== 'string') continue;
    const done = trimmed(item);
    if (done !== item) putAnswer((copy ??= { ...object }), key, done);
  }
  return copy ?? value;
}

/**
 * Whether a text starts and ends with a printable ASCII character, so trim() would give it back
 * as it is: every white space it removes is outside that range. Answers are such texts almost
 * always, and the server trims every answer of every body.
 */
function endsNeedNoTrim(text: string): boolean {
  if (text.length === 0) return true;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f;
}
