import type { FormatDefinition } from './formatDefinition';

const maxLength = 254;

// The spec's "text, at-sign, text, dot, text": no whitespace, one @, and a domain of dot-separated
// labels (so no leading, trailing or doubled dots there). Deliverability is the email service's job.
const pattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** An email address of at most 254 characters: "jo.bloggs+van@example.co.uk". */
export const emailAddress: FormatDefinition = {
  name: 'email-address',
  validate: (value) => value.length <= maxLength && pattern.test(value),
};
