import type { FormatDefinition } from './formatDefinition';

const pattern = /^[0-9]{8}$/;

/**
 * A UK bank account number: exactly eight digits. Shorter or longer numbers that banks convert
 * (padding, Vocalink transformations) must be converted before they are validated.
 */
export const accountNumber: FormatDefinition = {
  name: 'account-number',
  validate: (value) => pattern.test(value),
};
