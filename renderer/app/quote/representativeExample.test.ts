import type { Quote } from '../../../schemas/generated/index';
import { quoteFixture } from '../../../tests/fixtures/index';
import {
  instalmentExtraCost,
  representativeExample,
  type RepresentativeExample,
} from './representativeExample';

const monthly = (figures: Partial<Quote>): Quote => ({ ...quoteFixture(), ...figures });

describe('representativeExample', () => {
  test.each<[string, Quote, Partial<RepresentativeExample> | undefined]>([
    [
      'no initial payment: ten equal instalments after the deposit',
      quoteFixture(),
      {
        cashPrice: 641.87,
        deposit: 128.37,
        credit: 513.5,
        interest: 70.09,
        totalPayable: 711.96,
        instalments: 10,
        firstInstalment: 58.36,
        remainingInstalments: 9,
        regularInstalment: 58.36,
        apr: 32.9,
        fixedInterestRate: 13.65,
      },
    ],
    [
      'an initial payment above 0: one of it, then instalments - 1 of the regular amount',
      monthly({ premium: 500, monthly_deposit: 100, monthly_initial_payment: 45.55, monthly_payment: 45.5 }),
      { credit: 400, firstInstalment: 45.55, remainingInstalments: 9, regularInstalment: 45.5 },
    ],
    [
      'an initial payment of 0 is no initial payment',
      monthly({ monthly_initial_payment: 0, monthly_payment: 60 }),
      { firstInstalment: 60, remainingInstalments: 9 },
    ],
    [
      'the credit is exact to the penny',
      monthly({ premium: 0.3, monthly_deposit: 0.1 }),
      { cashPrice: 0.3, deposit: 0.1, credit: 0.2 },
    ],
    [
      'without the interest figure, interest is the total payable less the cash price',
      monthly({ monthly_interest: undefined, premium: 600.1, monthly_total_payable: 680.3 }),
      { interest: 80.2 },
    ],
    [
      'a single instalment leaves none remaining',
      monthly({ monthly_installments: 1 }),
      { instalments: 1, remainingInstalments: 0 },
    ],
    ['no monthly plan', monthly({ monthly_payment: undefined }), undefined],
    ['no instalments', monthly({ monthly_installments: 0 }), undefined],
  ])('%s', (_name, quote, expected) => {
    const example = representativeExample(quote);
    if (expected === undefined) expect(example).toBeUndefined();
    else expect(example).toMatchObject(expected);
  });
});

describe('instalmentExtraCost', () => {
  test.each<[string, Partial<Quote>, number | undefined]>([
    ['total payable less the price in full', {}, 70.09],
    ['exact to the penny', { premium: 100.1, monthly_total_payable: 100.3 }, 0.2],
    ['never below nothing', { premium: 100, monthly_total_payable: 90 }, 0],
    ['no monthly plan', { monthly_total_payable: undefined }, undefined],
  ])('%s', (_name, figures, expected) => {
    expect(instalmentExtraCost(monthly(figures))).toBe(expected);
  });
});
