import { describe, test, expect } from 'vitest';
import { normalisePostcode, postcodeArea, postcodeAreas, ukPostcode } from './ukPostcode';

const good = [
  { description: 'area, district with letter, sector (A9A 9AA)', value: 'SW1A 2AA' },
  { description: 'one-letter area, one-digit district (A9 9AA)', value: 'M1 1AE' },
  { description: 'one-letter area, two-digit district (A99 9AA)', value: 'B33 8TH' },
  { description: 'two-letter area, one-digit district (AA9 9AA)', value: 'CR2 6XH' },
  { description: 'two-letter area, two-digit district (AA99 9AA)', value: 'DN55 1PT' },
  { description: 'one-letter area, district with letter (A9A 9AA)', value: 'W1A 0AX' },
  { description: 'two-letter area, district with letter (AA9A 9AA)', value: 'EC1A 1BB' },
  { description: 'without the space', value: 'SW1A2AA' },
  { description: 'lower case', value: 'sw1a 2aa' },
  { description: 'mixed case without space', value: 'Ls1 4Ap' },
  { description: 'Northern Ireland (BT)', value: 'BT1 5GS' },
  { description: 'Crown dependency: Isle of Man', value: 'IM1 1AD' },
  { description: 'Crown dependency: Jersey', value: 'JE2 3QN' },
  { description: 'Crown dependency: Guernsey', value: 'GY1 1AA' },
  { description: 'Shetland (ZE)', value: 'ZE1 0AA' },
  { description: 'Girobank special GIR 0AA', value: 'GIR 0AA' },
  { description: 'GIR 0AA without space', value: 'GIR0AA' },
];

const bad = [
  { description: 'empty string', value: '' },
  { description: 'leading space', value: ' SW1A 2AA' },
  { description: 'trailing space', value: 'SW1A 2AA ' },
  { description: 'two spaces', value: 'SW1A  2AA' },
  { description: 'outward code only', value: 'SW1A' },
  { description: 'inward code with a digit too many', value: 'SW1A 22AA' },
  { description: 'over-long district', value: 'SW123 2AA' },
  { description: 'unit letter never used (C)', value: 'SW1A 2AC' },
  { description: 'first letter never used (Q)', value: 'QA1 1AA' },
  { description: 'shape right but area not real (XY)', value: 'XY1 1AA' },
  { description: 'address provider test postcode ID1 1QD: ID is not a real area', value: 'ID1 1QD' },
  { description: 'address provider test postcode ID1 KFA', value: 'ID1 KFA' },
  { description: 'getAddress test postcode XX2 00X', value: 'XX2 00X' },
  { description: 'BFPO (forces post, not a UK-kept van)', value: 'BFPO 1234' },
  { description: 'overseas territory (Ascension)', value: 'ASCN 1ZZ' },
  { description: 'overseas territory (Falklands)', value: 'FIQQ 1ZZ' },
  { description: 'hyphen instead of space', value: 'SW1A-2AA' },
];

describe('uk-postcode', () => {
  test.each(good)('accepts $description: "$value"', ({ value }) => {
    expect(ukPostcode.validate(value)).toBe(true);
  });

  test.each(bad)('rejects $description: "$value"', ({ value }) => {
    expect(ukPostcode.validate(value)).toBe(false);
  });

  test('lists 124 distinct areas', () => {
    expect(new Set(postcodeAreas).size).toBe(124);
  });
});

describe('normalisePostcode', () => {
  test.each([
    { description: 'lower case, no space', value: 'sw1a2aa', expected: 'SW1A 2AA' },
    { description: 'surrounding and inner spaces', value: '  m1   1ae ', expected: 'M1 1AE' },
    { description: 'already normal', value: 'EC1A 1BB', expected: 'EC1A 1BB' },
    { description: 'too short to split', value: 'ab', expected: 'AB' },
  ])('$description: "$value" → "$expected"', ({ value, expected }) => {
    expect(normalisePostcode(value)).toBe(expected);
  });
});

describe('postcodeArea', () => {
  test.each([
    { description: 'two-letter area', value: 'SW1A 2AA', expected: 'SW' },
    { description: 'one-letter area', value: 'B33 8TH', expected: 'B' },
    { description: 'lower case, no space', value: 'ec1a1bb', expected: 'EC' },
    { description: 'Girobank', value: 'GIR 0AA', expected: 'GIR' },
    { description: 'not a real area', value: 'ID1 1QD', expected: null },
    { description: 'not a postcode', value: 'hello', expected: null },
  ])('$description: "$value" → $expected', ({ value, expected }) => {
    expect(postcodeArea(value)).toBe(expected);
  });
});
