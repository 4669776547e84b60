import { describe, test, expect } from 'vitest';
import { aprPercent } from './apr';
import { monthlyFinance } from './finance';

const terms = { deposit_percent: 20, instalments: 10, flat_interest_percent: 13.65, term_months: 12 };

describe('monthlyFinance', () => {
  test("DOMAIN.md's worked example: £900, £180 deposit, £98.28 interest, APR 32.9%", () => {
    expect(monthlyFinance(90000, terms)).toEqual({
      cashPricePence: 90000,
      depositPence: 18000,
      creditPence: 72000,
      interestPence: 9828,
      totalPayablePence: 99828,
      instalments: 10,
      firstInstalmentPence: 8181,
      regularInstalmentPence: 8183,
      initialPaymentPence: 8181,
      flatInterestPercent: 13.65,
      aprPercent: 32.9,
    });
  });

  test('over 11 instalments the APR is 29.8%', () => {
    expect(monthlyFinance(90000, { ...terms, instalments: 11 })).toMatchObject({
      interestPence: 9828,
      regularInstalmentPence: 7439,
      aprPercent: 29.8,
    });
  });

  test('when the instalments divide evenly there is no separate initial payment', () => {
    const plan = monthlyFinance(125000, terms);
    expect(plan.firstInstalmentPence).toBe(plan.regularInstalmentPence);
    expect(plan.initialPaymentPence).toBe(0);
  });

  test.each([[90000], [64187], [57398], [25000], [1], [7], [15], [0], [123456789]])(
    'the pennies add up for %i pence: deposit + instalments = total payable = price + interest',
    (pence) => {
      const plan = monthlyFinance(pence, terms);
      const instalments = plan.firstInstalmentPence + plan.regularInstalmentPence * (plan.instalments - 1);
      expect(plan.depositPence + instalments).toBe(plan.totalPayablePence);
      expect(plan.cashPricePence + plan.interestPence).toBe(plan.totalPayablePence);
      for (const value of [
        plan.depositPence,
        plan.firstInstalmentPence,
        plan.regularInstalmentPence,
        plan.interestPence,
      ]) {
        expect(Number.isInteger(value) && value >= 0).toBe(true);
      }
    },
  );

  test.each([[Number.NaN], [-100], [Number.POSITIVE_INFINITY]])(
    'a bad price (%d) finances nothing',
    (pence) => {
      expect(monthlyFinance(pence, terms)).toMatchObject({
        cashPricePence: 0,
        totalPayablePence: 0,
        aprPercent: 0,
      });
    },
  );

  test('a 100% deposit needs no credit', () => {
    expect(monthlyFinance(50000, { ...terms, deposit_percent: 100 })).toMatchObject({
      depositPence: 50000,
      creditPence: 0,
      interestPence: 0,
      totalPayablePence: 50000,
      aprPercent: 0,
    });
  });

  test('the APR of a plan asked for again, under any terms, is that of its own repayments', () => {
    const termsTried = [terms, { ...terms, instalments: 11 }, { ...terms, flat_interest_percent: 9.9 }];
    for (let round = 0; round < 2; round += 1) {
      for (const tried of termsTried) {
        for (let pence = 20_000; pence < 400_000; pence += 3_917) {
          const plan = monthlyFinance(pence, tried);
          const repayments = Array.from({ length: plan.instalments }, (_, i) => ({
            amountPence: i === 0 ? plan.firstInstalmentPence : plan.regularInstalmentPence,
            month: i + 1,
          }));
          expect(plan.aprPercent).toBe(aprPercent(plan.creditPence, repayments));
        }
      }
    }
  });
});
