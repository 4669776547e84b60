import { describe, test, expect } from 'vitest';
import { accountNumber } from './accountNumber';

const good = [
  { description: 'eight digits', value: '66374958' },
  { description: 'leading zeros', value: '00012345' },
];

const bad = [
  { description: 'empty string', value: '' },
  { description: 'seven digits', value: '6637495' },
  { description: 'nine digits', value: '663749581' },
  { description: 'space inside', value: '6637 4958' },
  { description: 'dash inside', value: '6637-4958' },
  { description: 'letter', value: '6637495O' },
  { description: 'leading space', value: ' 66374958' },
];

describe('account-number', () => {
  test.each(good)('accepts $description: "$value"', ({ value }) => {
    expect(accountNumber.validate(value)).toBe(true);
  });

  test.each(bad)('rejects $description: "$value"', ({ value }) => {
    expect(accountNumber.validate(value)).toBe(false);
  });
});
