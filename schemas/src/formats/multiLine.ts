import type { FormatDefinition } from './formatDefinition';
import { oneLine } from './oneLine';

const lineBreaks = /\r\n|\r|\n/g;

/**
 * Text of several lines, as a text area holds it: a treatment described in the customer's own
 * words. Each line is one line of text (one-line), and they are parted by line breaks only: a
 * tab, a bell or any other control character, a line or paragraph separator, a direction override
 * or an invisible character is refused as one-line refuses it, since a text area never gives one
 * and it would hide what the text says where it is shown or sent.
 */
export const multiLine: FormatDefinition = {
  name: 'multi-line',
  validate: (value) => oneLine.validate(value.replace(lineBreaks, '')),
};
