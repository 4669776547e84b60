import { describe, test, expect } from 'vitest';
import { fullName } from './fullName';

const good = [
  { description: 'two words', value: 'John Smith' },
  { description: 'two letters in all', value: 'Al' },
  { description: 'hyphen and apostrophe', value: "Mary-Jane O'Neill" },
  { description: 'accented letters', value: 'Zoë Ó Súilleabháin' },
  { description: 'word starting with an apostrophe', value: "Gerard 't Hooft" },
  { description: 'curly apostrophe', value: 'Siân O\u2019Brien' },
];

const bad = [
  { description: 'empty string', value: '' },
  { description: 'one letter', value: 'J' },
  { description: 'leading space', value: ' John Smith' },
  { description: 'trailing space', value: 'John Smith ' },
  { description: 'double space', value: 'John  Smith' },
  { description: 'digit', value: 'John Smith 2' },
  { description: 'dot', value: 'J. Smith' },
  { description: 'word without a letter', value: 'John - Smith' },
  { description: 'non-Latin script', value: 'Иван Петров' },
];

describe('full-name', () => {
  test.each(good)('accepts $description: "$value"', ({ value }) => {
    expect(fullName.validate(value)).toBe(true);
  });

  test.each(bad)('rejects $description: "$value"', ({ value }) => {
    expect(fullName.validate(value)).toBe(false);
  });
});
