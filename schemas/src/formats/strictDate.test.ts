import { describe, test, expect } from 'vitest';
import { parseIsoDate, strictDate } from './strictDate';

const good = [
  { description: 'ordinary date', value: '2025-06-15' },
  { description: 'leap day in a leap year', value: '2024-02-29' },
  { description: 'leap day in a year divisible by 400', value: '2000-02-29' },
  { description: 'first day of the earliest year', value: '1900-01-01' },
  { description: 'last day of the latest year', value: '2999-12-31' },
  { description: '30th of a 30-day month', value: '2025-04-30' },
];

const bad = [
  { description: 'empty string', value: '' },
  { description: 'leap day in a common year', value: '2023-02-29' },
  { description: 'leap day in a century not divisible by 400', value: '1900-02-29' },
  { description: '31st of a 30-day month', value: '2025-04-31' },
  { description: 'month 13', value: '2025-13-01' },
  { description: 'month 00', value: '2025-00-10' },
  { description: 'day 00', value: '2025-01-00' },
  { description: 'before 1900', value: '1899-12-31' },
  { description: 'after 2999', value: '3000-01-01' },
  { description: 'UK order (the form converts DD/MM/YYYY before storing)', value: '15/06/2025' },
  { description: 'no leading zeros', value: '2025-6-5' },
  { description: 'date-time', value: '2025-06-15T00:00:00Z' },
  { description: 'trailing space', value: '2025-06-15 ' },
  { description: 'five-digit year', value: '20250-06-15' },
  { description: 'a letter among the digits', value: '2025-06-1a' },
  { description: 'a sign before the year', value: '+025-06-15' },
  { description: 'a leading space, ten characters in all', value: ' 2025-6-15' },
  { description: 'a newline after the date', value: '2025-06-15\n' },
  { description: 'slashes for dashes', value: '2025/06/15' },
  { description: 'full-width digits', value: '\uff12\uff10\uff12\uff15-06-15' },
];

describe('date', () => {
  test.each(good)('accepts $description: "$value"', ({ value }) => {
    expect(strictDate.validate(value)).toBe(true);
  });

  test.each(bad)('rejects $description: "$value"', ({ value }) => {
    expect(strictDate.validate(value)).toBe(false);
  });
});

describe('parseIsoDate', () => {
  test('returns the parts of a valid date', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  test('returns null for an impossible date', () => {
    expect(parseIsoDate('2023-02-29')).toBeNull();
  });
});
