import type { FormatDefinition } from './formatDefinition';

const maxLength = 254;

// The spec's "text, at-sign, text, dot, text": one @, and a domain of dot-separated labels (so no
// leading, trailing or doubled dots there). The text is the characters an address is written in:
// letters (with their accents) and digits of any script, RFC 5322's atext and dots, hyphens in the
// domain. A comma, angle brackets, quotes, a colon or a semicolon make the mailer read a name,
// another address or a list where one address was stored and checked (and counted by the quote
// e-mail's limit). Deliverability is the email service's job.
const pattern = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+$/u;

/** An email address of at most 254 characters: "jo.bloggs+van@example.co.uk". */
export const emailAddress: FormatDefinition = {
  name: 'email-address',
  validate: (value) => value.length <= maxLength && pattern.test(value),
};
