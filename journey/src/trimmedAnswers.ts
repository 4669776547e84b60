import { putAnswer } from './putAnswer';

/**
 * The answers with every text, at any depth, as one typing of it: the spaces around it removed
 * (" James " -> "James"), a run of spaces inside it one space ("Queens  Way" -> "Queens Way"), and
 * its accents composed (Unicode NFC: "e" followed by a combining diaeresis is "ë"); other values as
 * they are. The same name or address typed twice, on another keyboard or by an integrator's system,
 * is then the same text wherever it is stored, compared, rated and printed. Line breaks are kept
 * (the one-line formats refuse them where a text box gives none). The form stores a shaped text
 * (a name, an e-mail) trimmed as it is typed; the server shapes whatever a client sends before
 * checking it, so an integrator's " James " is saved as "James" rather than refused. `value` is not changed: an object or list
 * holding a text to trim is copied, and every part with nothing to trim is shared with `value`
 * (`value` itself when no text needs trimming, as from the form).
 */
export function trimmedAnswers<T>(value: T): T {
  return trimmed(value) as T;
}

function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return isShaped(value) ? value : shaped(value);
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

/** The text trimmed, its runs of spaces one space, in NFC. */
function shaped(text: string): string {
  return text.trim().replace(/ {2,}/g, ' ').normalize('NFC');
}

// A character beyond printable ASCII (one NFC may compose, a line break) or two spaces in a row.
const mayNeedShaping = /[^ -~]| {2}/;

/**
 * Whether `shaped` would give the text back as it is, found cheaply: answers are almost always
 * plain ASCII text with printable ends, and the server shapes every answer of every body.
 */
function isShaped(text: string): boolean {
  return endsNeedNoTrim(text) && !mayNeedShaping.test(text);
}

/**
 * Whether a text starts and ends with a printable ASCII character, so trim() would give it back
 * as it is: every white space it removes is outside that range.
 */
function endsNeedNoTrim(text: string): boolean {
  if (text.length === 0) return true;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f;
}
