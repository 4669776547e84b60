import { describe, expect, test } from 'vitest';
import { multiLine } from './multiLine';

describe('multi-line', () => {
  test.each([
    'Insulin twice a day',
    'Tablets in the morning\nInsulin at night',
    'Tablets\r\nInsulin',
    'Tablets\rInsulin',
    'Two lines\n\nthen a gap',
    'Café – 5 mg (twice)',
    'Co\u00F6perative',
    'Cooe\u0308perative',
    '',
  ])('takes %j', (value) => {
    expect(multiLine.validate(value)).toBe(true);
  });

  test.each([
    ['a tab', 'Tablets\tInsulin'],
    ['a bell', 'Tab\u0007lets'],
    ['a C1 control', 'Tab\u0085lets'],
    ['a delete', 'Tab\u007Flets'],
    ['a line separator', 'Tab\u2028lets'],
    ['a paragraph separator', 'Tab\u2029lets'],
    ['a right-to-left override', 'Tab\u202Elets'],
    ['a first-strong isolate', 'Tab\u2068lets'],
    ['a zero-width space', 'Tab\u200Blets'],
    ['a zero-width joiner', 'Tab\u200Dlets'],
    ['a right-to-left mark', 'Tab\u200Flets'],
    ['a word joiner', 'Tab\u2060lets'],
    ['an invisible plus', 'Tab\u2064lets'],
    ['a byte order mark', '\uFEFFTablets'],
    ['an annotation anchor', 'Tab\uFFF9lets'],
    ['a tag', 'Tablets \u{E0049}\u{E0047}\u{E004E}'],
    ['a noncharacter', 'Tab\uFFFElets'],
    ['a noncharacter beyond the first plane', 'Tab\u{10FFFF}lets'],
    ['a control beside a line break', 'Tablets\n\u0007Insulin'],
  ])('refuses %s', (_name, value) => {
    expect(multiLine.validate(value)).toBe(false);
  });
});
