import { describe, test, expect } from 'vitest';
import { dialledUkPhone, normalisePhone, ukPhone } from './ukPhone';

const good = [
  { description: 'drama mobile, 0 prefix', value: '07700900123' },
  { description: 'drama mobile with spaces', value: '07700 900123' },
  { description: 'drama mobile, +44 prefix', value: '+447700900123' },
  { description: 'drama mobile, +44 with spaces', value: '+44 7700 900123' },
  { description: 'drama London landline', value: '020 7946 0123' },
  { description: 'drama London landline, +44', value: '+442079460123' },
  { description: 'drama number with no area (01632)', value: '01632 960123' },
  { description: 'drama Leeds landline', value: '0113 496 0123' },
  { description: 'drama UK-wide 03 number', value: '03069 990123' },
  { description: 'UK-wide 03 number, +44', value: '+443069990123' },
  { description: '01 number with 9 digits after the 0 (016977 xxxx)', value: '016977 1234' },
  { description: '01 number, +44 prefix', value: '+441632960123' },
  { description: 'extension of 3 digits', value: '02079460123#123' },
  { description: 'extension of 4 digits, after a space', value: '020 7946 0123 #1234' },
  { description: 'Isle of Man mobile (07624)', value: '07624 123456' },
  { description: 'mobile in 079 range', value: '07912345678' },
];

const bad = [
  { description: 'empty string', value: '' },
  { description: 'leading space', value: ' 07700900123' },
  { description: 'trailing space', value: '07700900123 ' },
  { description: 'double space', value: '07700  900123' },
  { description: 'mobile one digit short', value: '0770090012' },
  { description: 'mobile one digit too many', value: '077009001234' },
  { description: '070 personal number', value: '07012345678' },
  { description: '076 pager', value: '07612345678' },
  { description: '080 freephone (not landline or mobile)', value: '08081 570123' },
  { description: '09 premium rate', value: '0909 879 0123' },
  { description: '084 service number', value: '0845 123 4567' },
  { description: '02 number with only 9 digits', value: '020794601' },
  { description: '0044 international prefix (spec allows +44 or 0 only)', value: '00447700900123' },
  { description: '+44 followed by the trunk 0', value: '+4407700900123' },
  { description: '+44 (0) notation', value: '+44 (0)7700 900123' },
  { description: 'other country code', value: '+33612345678' },
  { description: 'no prefix', value: '7700900123' },
  { description: 'extension of 2 digits', value: '02079460123#12' },
  { description: 'extension of 5 digits', value: '02079460123#12345' },
  { description: 'hyphens', value: '020-7946-0123' },
  { description: 'letters', value: '0207946O123' },
];

describe('uk-phone', () => {
  test.each(good)('accepts $description: "$value"', ({ value }) => {
    expect(ukPhone.validate(value)).toBe(true);
  });

  test.each(bad)('rejects $description: "$value"', ({ value }) => {
    expect(ukPhone.validate(value)).toBe(false);
  });
});

describe('normalisePhone', () => {
  test.each([
    { description: 'spaces removed', value: '07700 900 123', expected: '07700900123' },
    { description: 'plus kept', value: '+44 20 7946 0123', expected: '+442079460123' },
    { description: 'extension kept with its #', value: '020 7946 0123 #123', expected: '02079460123#123' },
    { description: 'punctuation removed', value: '(020) 7946-0123', expected: '02079460123' },
  ])('$description: "$value" → "$expected"', ({ value, expected }) => {
    expect(normalisePhone(value)).toBe(expected);
  });
});

describe('dialledUkPhone: a number as typed or pasted, written as the rule takes it', () => {
  test.each([
    { description: 'the trunk 0 after +44 goes', value: '+44 (0)7700 900123', expected: '+447700900123' },
    { description: '0044 is +44', value: '0044 7700 900123', expected: '+447700900123' },
    { description: '0044 and the trunk 0', value: '0044 (0)20 7946 0123', expected: '+442079460123' },
    { description: 'a national number stays', value: '07700 900 123', expected: '07700900123' },
    { description: '+44 stays', value: '+44 20 7946 0123', expected: '+442079460123' },
    {
      description: 'only digits and plus are kept',
      value: '(020) 7946-0123 #123',
      expected: '02079460123123',
    },
    {
      description: 'another country is left to the rule',
      value: '0033 1 23 45 67 89',
      expected: '0033123456789',
    },
  ])('$description: "$value" → "$expected"', ({ value, expected }) => {
    expect(dialledUkPhone(value)).toBe(expected);
  });
});
