import { describe, test, expect } from 'vitest';
import { formats } from './index';

describe('formats', () => {
  test('every format has a distinct name', () => {
    const names = formats.map((format) => format.name);
    expect(new Set(names).size).toBe(names.length);
  });

  test.each([
    'uk-postcode',
    'uk-phone',
    'uk-registration',
    'person-name',
    'full-name',
    'email-address',
    'date',
    'quote-reference',
    'sort-code',
    'account-number',
    'one-line',
    'multi-line',
  ])('registers "%s"', (name) => {
    expect(formats.map((format) => format.name)).toContain(name);
  });
});
