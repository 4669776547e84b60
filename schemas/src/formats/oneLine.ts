import type { FormatDefinition } from './formatDefinition';

// A control character (a line break, a tab, a bell...), a line or paragraph separator, a
// character that turns the direction of the text round (an embedding, override, isolate or mark),
// or one that is there but never seen: a zero-width space or joiner, a word joiner, a byte order
// mark, an invisible operator or annotation, a tag (text hidden inside text) or a noncharacter. Two
// lines that read the same are then the same line wherever they are shown, compared or sent.
const breaking =
  /[\p{Cc}\u180E\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}\p{Noncharacter_Code_Point}]/u;

/**
 * One line of plain text, as a text box holds it: an address line, a short description. Any
 * letters, digits, punctuation and symbols, but no line break, control character, direction
 * override or invisible character, which a text box never gives and which would break the line
 * where it is shown or sent, or hide what it says.
 */
export const oneLine: FormatDefinition = {
  name: 'one-line',
  validate: (value) => !breaking.test(value),
};
