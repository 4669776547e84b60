import { describe, test, expect } from 'vitest';
import { aprPercent, type Repayment } from './apr';

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
});
