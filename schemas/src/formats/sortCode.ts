import type { FormatDefinition } from './formatDefinition';

const pattern = /^[0-9]{6}$/;

/** Removes dashes and whitespace, as the form does before sending: "12-34-56" → "123456". */
export function normaliseSortCode(s: string): string {
  return s.replace(/[-\s]/g, '');
}

/** A sort code as stored: exactly six digits, no dashes. Modulus checking is done elsewhere. */
export const sortCode: FormatDefinition = {
  name: 'sort-code',
  validate: (value) => pattern.test(value),
};
