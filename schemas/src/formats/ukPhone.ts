import type { FormatDefinition } from './formatDefinition';

// The number after the trunk prefix (0 or +44). The spec asks for "landline and mobile" layouts,
// so only these ranges are accepted; 080 freephone, 084/087 and 09 premium are not:
// - 07 mobiles, 10 digits, except 070 (personal numbering) and 076 (pagers), but 07624 is kept:
//   it is the Isle of Man's mobile range, and we insure vans kept there (IM postcodes);
// - 01 geographic, 10 digits, or 9 in the few small exchanges with short local numbers (016977 xxxx);
// - 02 geographic, 10 digits;
// - 03 UK-wide, 10 digits, in the allocated 030, 033, 034 and 037 ranges.
// Ofcom's drama ranges (07700 900xxx, 01632 960xxx, 020 7946 0xxx…) match on purpose: tests use them.
const pattern =
  /^(?:\+44|0)(?:7(?:[1-57-9][0-9]{8}|624[0-9]{6})|1[0-9]{8,9}|2[0-9]{9}|3[0347][0-9]{8})(?:#[0-9]{3,4})?$/;

// Single spaces between characters are ignored; anything else (leading or trailing spaces, tabs,
// double spaces) means the value was not trimmed and is rejected.
const spacing = /^[^\s](?:[^\s]| (?=[^\s]))*$/;

/** Keeps only digits, '+' and the extension's '#': "+44 7700 900123 #123" → "+447700900123#123". */
export function normalisePhone(s: string): string {
  return s.replace(/[^0-9+#]/g, '');
}

/**
 * A phone number as the form's input keeps it (digits and plus only, as the specification limits
 * it), written with the +44 or 0 the rule takes: the UK's country code dialled from abroad (0044)
 * becomes +44, and the trunk 0 written after it ("+44 (0)7700 900123") goes, as it is never dialled
 * after +44. So a number pasted the common ways fits the 13 characters: "+447700900123".
 */
export function dialledUkPhone(text: string): string {
  return text.replace(/[^0-9+]/g, '').replace(/^(?:\+|00)440?/, '+44');
}

/**
 * A UK landline or mobile number, starting 0 or +44, single spaces allowed anywhere between
 * characters, optionally ending with an extension of 3 or 4 digits after '#'.
 */
export const ukPhone: FormatDefinition = {
  name: 'uk-phone',
  validate: (value) => spacing.test(value) && pattern.test(value.replace(/ /g, '')),
  typed: dialledUkPhone,
};
