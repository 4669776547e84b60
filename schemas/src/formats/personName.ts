import type { FormatDefinition } from './formatDefinition';
import { apostrophes, latinLetter } from './latinLetter';

// A letter, then letters, digits, dots, apostrophes, spaces and hyphens; no trailing space
// (values are trimmed before they are validated and stored).
const pattern = new RegExp(`^${latinLetter}(?:${latinLetter}|[0-9.${apostrophes} -])*(?<! )$`, 'u');

/**
 * A first or last name: "José", "Siân", "Ó Súilleabháin", "O'Brien", "Smith-Jones", "St. John".
 * Judged in Unicode NFC, so decomposed accents (e + U+0301) count as letters. Length is the
 * schema's business.
 */
export const personName: FormatDefinition = {
  name: 'person-name',
  validate: (value) => pattern.test(value.normalize('NFC')),
};
