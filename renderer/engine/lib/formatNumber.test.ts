import { formatNumber } from './formatNumber';

test.each<[number, unknown, string]>([
  [2000, 'pounds', '£2,000'],
  [0, 'pounds', '£0'],
  [1234567, undefined, '1,234,567'],
  [1250, 'unknown', '1,250'],
  [1250, 'toString', '1,250'],
])('%d in %s reads %s', (value, format, text) => {
  expect(formatNumber(value, format)).toBe(text);
});
