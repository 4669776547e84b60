import type { FormatDefinition } from './formatDefinition';
import { apostrophes, latinLetter } from './latinLetter';

// Words of letters, hyphens and apostrophes, each holding at least one letter, separated by
// single spaces.
const word = `[${apostrophes}-]*${latinLetter}(?:${latinLetter}|[${apostrophes}-])*`;
const pattern = new RegExp(`^${word}(?: ${word})*$`, 'u');

/** A name in full ("Mary-Jane O'Neill", "Zoë 't Hooft"), at least 2 characters. NFC, like person-name. */
export const fullName: FormatDefinition = {
  name: 'full-name',
  validate: (value) => {
    const nfc = value.normalize('NFC');
    return [...nfc].length >= 2 && pattern.test(nfc);
  },
};
