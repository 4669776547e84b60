import { describe, expect, test } from 'vitest';
import { oneLine } from './oneLine';

describe('one-line', () => {
  test.each([
    '14 Brudenell Grove',
    'Flat 2/3, Café Row',
    'Ty Hapus – Cwm',
    'Roof rack (aluminium) & ladder',
    '',
  ])('takes %j', (value) => {
    expect(oneLine.validate(value)).toBe(true);
  });

  test.each([
    ['a line break', '14 Brudenell Grove\r\nLeeds'],
    ['a new line', '14\nBrudenell'],
    ['a tab', '14\tBrudenell'],
    ['a bell', 'Bru\u0007denell'],
    ['a C1 control', 'Bru\u0085denell'],
    ['a line separator', 'Bru\u2028denell'],
    ['a paragraph separator', 'Bru\u2029denell'],
    ['a right-to-left override', 'Bru\u202Edenell'],
    ['a first-strong isolate', 'Bru\u2068denell'],
    ['a delete', 'Bru\u007Fdenell'],
  ])('refuses %s', (_name, value) => {
    expect(oneLine.validate(value)).toBe(false);
  });
});
