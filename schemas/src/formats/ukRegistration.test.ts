import { describe, test, expect } from 'vitest';
import { normaliseRegistration, registrationStyle, registrationYear, ukRegistration } from './ukRegistration';

const good = [
  { description: 'current style, no space', value: 'AB12CDE' },
  { description: 'current style with its space', value: 'LF63 NDX' },
  { description: 'current style, September identifier', value: 'LF63NDX' },
  { description: 'current style, identifier 02 (first issued)', value: 'AB02CDE' },
  { description: 'current style, Z in the random letters', value: 'AB12CDZ' },
  { description: 'prefix style', value: 'K50WTB' },
  { description: 'prefix style with its space', value: 'K50 WTB' },
  { description: 'suffix style', value: 'ABC123D' },
  { description: 'suffix style with its space', value: 'ABC 123D' },
  { description: 'Q plate', value: 'Q123ABC' },
  { description: 'Northern Ireland', value: 'AXI1234' },
  { description: 'Northern Ireland with its space', value: 'AXI 1234' },
  { description: 'dateless, letters then digits', value: 'JR25' },
  { description: 'dateless, digits then letters', value: '4CMP' },
  { description: 'diplomatic (3 digits, D or X, 3 digits)', value: '123D456' },
  { description: 'diplomatic as displayed', value: '123 X 456' },
];

const bad = [
  { description: 'empty string', value: '' },
  { description: 'lower case (the form forces upper case)', value: 'ab12cde' },
  { description: 'mixed case', value: 'Ab12CDE' },
  { description: 'leading space', value: ' AB12CDE' },
  { description: 'trailing space', value: 'AB12CDE ' },
  { description: 'two spaces', value: 'AB12  CDE' },
  { description: 'space in the wrong place', value: 'AB1 2CDE' },
  { description: 'over-long (8 characters)', value: 'AB12CDEF' },
  { description: 'age identifier 01 (never issued)', value: 'AB01CDE' },
  { description: 'memory tag with I', value: 'AI12CDE' },
  { description: 'current style random letters with Q', value: 'AB12CDQ' },
  { description: 'prefix letter I', value: 'I50WTB' },
  { description: 'prefix serial starting with 0', value: 'K05WTB' },
  { description: 'suffix letter Z (Z is never an age letter)', value: 'ABC123Z' },
  { description: 'digits only', value: '1234' },
  { description: 'letters only', value: 'ABCDEF' },
  { description: 'hyphen', value: 'AB12-CDE' },
  { description: 'diplomatic with one space only', value: '123 D456' },
  { description: 'diplomatic with a letter other than D or X', value: '123A456' },
];

describe('uk-registration', () => {
  test.each(good)('accepts $description: "$value"', ({ value }) => {
    expect(ukRegistration.validate(value)).toBe(true);
  });

  test.each(bad)('rejects $description: "$value"', ({ value }) => {
    expect(ukRegistration.validate(value)).toBe(false);
  });
});

describe('normaliseRegistration', () => {
  test.each([
    { description: 'upper-cases and removes spaces', value: ' ab12 cde ', expected: 'AB12CDE' },
    { description: 'leaves a normal value alone', value: 'K50WTB', expected: 'K50WTB' },
  ])('$description: "$value" → "$expected"', ({ value, expected }) => {
    expect(normaliseRegistration(value)).toBe(expected);
  });
});

describe('registrationStyle', () => {
  test.each([
    { value: 'AB12CDE', expected: 'current' },
    { value: 'lf63 ndx', expected: 'current' },
    { value: 'K50WTB', expected: 'prefix' },
    { value: 'ABC123D', expected: 'suffix' },
    { value: 'Q123ABC', expected: 'q' },
    { value: 'AXI1234', expected: 'ni' },
    { value: 'JR25', expected: 'dateless' },
    { value: '4CMP', expected: 'dateless' },
    { value: '123 D 456', expected: 'diplomatic' },
    { value: 'AB12CDEF', expected: null },
    { value: '', expected: null },
  ])('"$value" is $expected', ({ value, expected }) => {
    expect(registrationStyle(value)).toBe(expected);
  });
});

describe('registrationYear', () => {
  const asOf = new Date('2026-05-01T12:00:00Z');
  test.each([
    { description: 'March identifier', value: 'AB21CDE', expected: 2021 },
    { description: 'September identifier', value: 'LF63NDX', expected: 2013 },
    { description: 'first identifier, 51 = Sep 2001', value: 'AB51CDE', expected: 2001 },
    { description: 'identifier 02 = Mar 2002', value: 'AB02CDE', expected: 2002 },
    { description: 'identifier issued from 1 Mar 2026', value: 'AB26CDE', expected: 2026 },
    { description: 'identifier not issued until Sep 2026', value: 'AB76CDE', expected: null },
    { description: 'identifier 00 = Sep 2050', value: 'AB00CDE', expected: null },
    { description: 'prefix A = Aug 1983', value: 'A123BCD', expected: 1983 },
    { description: 'prefix K = Aug 1992', value: 'K50WTB', expected: 1992 },
    { description: 'prefix S = Aug 1998', value: 'S1ABC', expected: 1998 },
    { description: 'prefix T = Mar 1999', value: 'T1ABC', expected: 1999 },
    { description: 'prefix X = Sep 2000', value: 'X1ABC', expected: 2000 },
    { description: 'prefix Y = Mar 2001', value: 'Y1ABC', expected: 2001 },
    { description: 'suffix A = 1963', value: 'ABC1A', expected: 1963 },
    { description: 'suffix D = 1966', value: 'ABC123D', expected: 1966 },
    { description: 'suffix E = Jan 1967', value: 'ABC1E', expected: 1967 },
    { description: 'suffix F = Aug 1967', value: 'ABC1F', expected: 1967 },
    { description: 'suffix Y = Aug 1982', value: 'ABC1Y', expected: 1982 },
    { description: 'Q plate has no date', value: 'Q123ABC', expected: null },
    { description: 'Northern Ireland has no date', value: 'AXI1234', expected: null },
    { description: 'dateless', value: 'JR25', expected: null },
    { description: 'not a plate', value: 'HELLO WORLD', expected: null },
  ])('$description: "$value" → $expected', ({ value, expected }) => {
    expect(registrationYear(value, asOf)).toBe(expected);
  });

  test('an identifier becomes valid on its first day of issue', () => {
    expect(registrationYear('AB76CDE', new Date('2026-08-31T23:59:59Z'))).toBeNull();
    expect(registrationYear('AB76CDE', new Date('2026-09-01T00:00:00Z'))).toBe(2026);
  });
});
