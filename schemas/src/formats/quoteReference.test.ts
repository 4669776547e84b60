import { describe, test, expect } from 'vitest';
import { quoteReference } from './quoteReference';

const good = [
  { description: 'three groups of five digits', value: '12345-67890-12345' },
  { description: 'leading zeros', value: '00000-00001-09999' },
];

const bad = [
  { description: 'empty string', value: '' },
  { description: 'no hyphens', value: '123456789012345' },
  { description: 'group of four digits', value: '1234-67890-12345' },
  { description: 'group of six digits', value: '12345-678901-12345' },
  { description: 'spaces instead of hyphens', value: '12345 67890 12345' },
  { description: 'letter', value: '12345-6789A-12345' },
  { description: 'trailing space', value: '12345-67890-12345 ' },
  { description: 'non-ASCII digits', value: '١٢٣٤٥-67890-12345' },
];

describe('quote-reference', () => {
  test.each(good)('accepts $description: "$value"', ({ value }) => {
    expect(quoteReference.validate(value)).toBe(true);
  });

  test.each(bad)('rejects $description: "$value"', ({ value }) => {
    expect(quoteReference.validate(value)).toBe(false);
  });
});
