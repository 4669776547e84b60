import { describe, test, expect } from 'vitest';
import { normaliseSortCode, sortCode } from './sortCode';

const good = [
  { description: 'six digits', value: '089999' },
  { description: 'all zeros', value: '000000' },
];

const bad = [
  { description: 'empty string', value: '' },
  { description: 'with dashes (normalise first)', value: '08-99-99' },
  { description: 'with spaces', value: '08 99 99' },
  { description: 'five digits', value: '08999' },
  { description: 'seven digits', value: '0899990' },
  { description: 'letter', value: '08999A' },
  { description: 'trailing space', value: '089999 ' },
];

describe('sort-code', () => {
  test.each(good)('accepts $description: "$value"', ({ value }) => {
    expect(sortCode.validate(value)).toBe(true);
  });

  test.each(bad)('rejects $description: "$value"', ({ value }) => {
    expect(sortCode.validate(value)).toBe(false);
  });
});

describe('normaliseSortCode', () => {
  test.each([
    { description: 'dashes', value: '08-99-99', expected: '089999' },
    { description: 'spaces', value: ' 08 99 99 ', expected: '089999' },
    { description: 'already normal', value: '089999', expected: '089999' },
  ])('$description: "$value" → "$expected"', ({ value, expected }) => {
    expect(normaliseSortCode(value)).toBe(expected);
  });
});
