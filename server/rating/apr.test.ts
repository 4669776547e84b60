import { describe, test, expect } from 'vitest';
import { aprBySurplus, aprPercent, exactSurplus, type Repayment } from './apr';

const monthly = (count: number, amountPence: number, first = amountPence): Repayment[] =>
  Array.from({ length: count }, (_, i) => ({ amountPence: i === 0 ? first : amountPence, month: i + 1 }));

describe('aprPercent (CONC App 1.1)', () => {
  test.each<[string, number, Repayment[], number]>([
    // DOMAIN.md: £900 premium, £180 deposit, £720 credit, 13.65% flat = £98.28, 10 x £81.83.
    ['the worked example, 10 instalments of £81.83', 72000, monthly(10, 8183), 32.9],
    ['the same with the first instalment taking the rounding (£81.81)', 72000, monthly(10, 8183, 8181), 32.9],
    ['the worked example over 11 instalments (£74.39)', 72000, monthly(11, 7439), 29.8],
    ['one repayment of 110% after a year', 100000, [{ amountPence: 110000, month: 12 }], 10],
    ['one repayment of 121% after two years', 100000, [{ amountPence: 121000, month: 24 }], 10],
    ['no charge for credit', 72000, monthly(10, 7200), 0],
    ['repaying less than the credit', 72000, monthly(10, 7000), 0],
    ['no credit', 0, monthly(10, 100), 0],
    ['no repayment', 72000, [], 0],
  ])('%s: %d%%', (_description, credit, repayments, apr) => {
    expect(aprPercent(credit, repayments)).toBe(apr);
  });

  test('an absurd charge still gives a finite rate', () => {
    const apr = aprPercent(100, [{ amountPence: 1_000_000, month: 1 }]);
    expect(Number.isFinite(apr)).toBe(true);
    expect(apr).toBeGreaterThan(1000);
  });

  // The same bisection over the formula as written, a Math.pow a repayment at every step: the APR
  // must be exactly its answer.
  const plainApr = (creditPence: number, repayments: readonly Repayment[]) =>
    aprBySurplus(creditPence, repayments, exactSurplus(creditPence, repayments));

  test.each<[string, number, number, number]>([
    // [case, credit, instalments, flat interest %]: every credit from `credit` up, 400 of them.
    ['ten instalments at 13.65% flat', 48_000, 10, 13.65],
    ['twelve instalments at 9.9% flat', 100_000, 12, 9.9],
    ['one instalment at 2% flat', 500, 1, 2],
    ['24 instalments at 400% flat', 7_000, 24, 400],
  ])('%s: the same APR as the plain bisection', (_case, from, count, flat) => {
    for (let credit = from; credit < from + 400; credit++) {
      const repayable = credit + Math.floor((credit * Math.round(flat * 100) + 5000) / 10000);
      const regular = Math.round(repayable / count);
      const plan = monthly(count, regular, repayable - regular * (count - 1));
      expect([credit, aprPercent(credit, plan)]).toEqual([credit, plainApr(credit, plan)]);
    }
  });

  test.each<[string, Repayment[]]>([
    [
      'months past ten years',
      [
        { amountPence: 60_000, month: 121 },
        { amountPence: 60_000, month: 180 },
      ],
    ],
    [
      'a fraction of a month',
      [
        { amountPence: 55_000, month: 0.5 },
        { amountPence: 55_000, month: 6.25 },
      ],
    ],
    [
      'uneven months and amounts',
      [3, 7, 30, 119, 120].map((month, i) => ({ amountPence: 21_000 + i * 997, month })),
    ],
  ])('%s: the same APR as the plain bisection', (_case, repayments) => {
    expect(aprPercent(100_000, repayments)).toBe(plainApr(100_000, repayments));
  });
});
