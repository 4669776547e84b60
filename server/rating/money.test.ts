import { describe, test, expect } from 'vitest';
import { basisPoints, percentOf, toPence, toPounds } from './money';

describe('percentOf', () => {
  test.each([
    [72000, 13.65, 9828],
    [64187, 20, 12837],
    [69572, 12, 8349],
    [50, 12, 6],
    [125, 2, 3],
    [0, 12, 0],
    [100, 0, 0],
    [-500, 12, 0],
    [Number.NaN, 12, 0],
    [1000, Number.POSITIVE_INFINITY, 0],
  ])('%d pence at %d%% is %d pence', (pence, percent, expected) => {
    expect(percentOf(pence, percent)).toBe(expected);
  });

  test('works in basis points, so 13.65% is exact', () => {
    expect(basisPoints(13.65)).toBe(1365);
    expect(basisPoints(0.1)).toBe(10);
  });
});

describe('pounds and pence', () => {
  test.each([
    [64187, 641.87],
    [100, 1],
    [5, 0.05],
    [0, 0],
  ])('%d pence is £%d', (pence, pounds) => {
    expect(toPounds(pence)).toBe(pounds);
  });

  test.each([
    [16500, 1650000],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [undefined, 0],
    [-3, 0],
    [Number.NaN, 0],
  ])('£%s is %d pence', (pounds, pence) => {
    expect(toPence(pounds)).toBe(pence);
  });
});
