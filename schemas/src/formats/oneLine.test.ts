import { describe, expect, test } from 'vitest';
import { oneLine } from './oneLine';

describe('one-line', () => {
  test.each([
    '14 Brudenell Grove',
    'Flat 2/3, Café Row',
    'Ty Hapus – Cwm',
    'Roof rack (aluminium) & ladder',
    'Co\u00F6perative Yard',
    'Cooe\u0308perative Yard',
    'Van \u{1F690} signs',
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
    ['a zero-width space', 'Bru\u200Bdenell'],
    ['a zero-width joiner', 'Bru\u200Ddenell'],
    ['a right-to-left mark', 'Bru\u200Fdenell'],
    ['a word joiner', 'Bru\u2060denell'],
    ['an invisible plus', 'Bru\u2064denell'],
    ['a byte order mark inside', 'Bru\uFEFFdenell'],
    ['an annotation anchor', 'Bru\uFFF9denell'],
    ['a tag', 'Brudenell \u{E0049}\u{E0047}\u{E004E}'],
    ['a noncharacter', 'Bru\uFFFEdenell'],
    ['a noncharacter beyond the first plane', 'Bru\u{10FFFF}denell'],
  ])('refuses %s', (_name, value) => {
    expect(oneLine.validate(value)).toBe(false);
  });
});
