import { describe, test, expect } from 'vitest';
import { personName } from './personName';

const good = [
  { description: 'plain name', value: 'John' },
  { description: 'single letter', value: 'J' },
  { description: 'diaeresis', value: 'Zoë' },
  { description: 'acute accent', value: 'José' },
  { description: 'circumflex', value: 'Siân' },
  { description: 'Irish name with space and accents', value: 'Ó Súilleabháin' },
  { description: 'decomposed accent (NFD)', value: 'Jose\u0301' },
  { description: 'apostrophe', value: "O'Brien" },
  { description: 'curly apostrophe from a phone keyboard', value: 'O\u2019Brien' },
  { description: 'hyphen', value: 'Smith-Jones' },
  { description: 'dot and space', value: 'St. John' },
  { description: 'digit after the first letter', value: 'Henry 8' },
  { description: 'German sharp s', value: 'Strauß' },
  { description: 'Polish letters', value: 'Łukasz Wałęsa' },
];

const bad = [
  { description: 'empty string', value: '' },
  { description: 'leading space', value: ' John' },
  { description: 'trailing space', value: 'John ' },
  { description: 'starts with a digit', value: '1John' },
  { description: 'starts with an apostrophe', value: "'John" },
  { description: 'starts with a hyphen', value: '-John' },
  { description: 'comma', value: 'Smith, John' },
  { description: 'at-sign', value: 'john@example' },
  { description: 'non-Latin script', value: 'Иван' },
  { description: 'tab', value: 'John\tSmith' },
  { description: 'Roman numeral symbol', value: 'Henry Ⅷ' },
];

describe('person-name', () => {
  test.each(good)('accepts $description: "$value"', ({ value }) => {
    expect(personName.validate(value)).toBe(true);
  });

  test.each(bad)('rejects $description: "$value"', ({ value }) => {
    expect(personName.validate(value)).toBe(false);
  });
});
