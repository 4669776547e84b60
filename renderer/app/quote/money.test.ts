import { formatMoney, fromPence, toPence } from './money';

test.each<[number | undefined, string]>([
  [641.87, '£641.87'],
  [29.5, '£29.50'],
  [1234, '£1,234.00'],
  [0, '£0.00'],
  [undefined, ''],
])('formatMoney(%s) is %s', (amount, text) => {
  expect(formatMoney(amount)).toBe(text);
});

test('pence make sums exact', () => {
  expect(fromPence(toPence(612.37) + toPence(19.99) + toPence(29.5))).toBe(661.86);
});
