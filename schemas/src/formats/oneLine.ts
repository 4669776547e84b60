import type { FormatDefinition } from './formatDefinition';

// A control character (a line break, a tab, a bell...), a line or paragraph separator, or a
// character that turns the direction of the text round (an embedding, override or isolate).
const breaking = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * One line of plain text, as a text box holds it: an address line, a short description. Any
 * letters, digits, punctuation and symbols, but no line break, control character or direction
 * override, which a text box never gives and which would break the line where it is shown or sent.
 */
export const oneLine: FormatDefinition = {
  name: 'one-line',
  validate: (value) => !breaking.test(value),
};
