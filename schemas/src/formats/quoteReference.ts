import type { FormatDefinition } from './formatDefinition';

const pattern = /^[0-9]{5}-[0-9]{5}-[0-9]{5}$/;

/** A quote reference: five digits, hyphen, five digits, hyphen, five digits ("12345-67890-12345"). */
export const quoteReference: FormatDefinition = {
  name: 'quote-reference',
  validate: (value) => pattern.test(value),
};
