import { quoteFixture } from '../../../../tests/fixtures/index';
import { monthlyPlan, representativeExample } from './monthlyPlan';

test('the representative example of the fixture quote', () => {
  expect(representativeExample(quoteFixture())).toEqual({
    deposit: 128.37,
    instalments: 10,
    firstInstalment: 58.36,
    remainingInstalments: 9,
    regularInstalment: 58.36,
    totalPayable: 711.96,
    interest: 70.09,
    apr: 32.9,
    cashPrice: 641.87,
    creditAmount: 513.5,
    interestRate: 13.65,
  });
});

test.each<[string, number | undefined, number]>([
  ['no initial payment: every instalment is regular', 0, 58.36],
  ['an initial payment above 0 is the first instalment', 61.2, 61.2],
  ['no initial payment given', undefined, 58.36],
])('%s', (_, initial, first) => {
  const quote = { ...quoteFixture(), monthly_initial_payment: initial };
  expect(monthlyPlan(quote)).toMatchObject({
    firstInstalment: first,
    remainingInstalments: 9,
    regularInstalment: 58.36,
  });
});

test('a quote without monthly figures has no plan', () => {
  const { monthly_installments: _, ...quote } = quoteFixture();
  expect(monthlyPlan(quote)).toBeUndefined();
  expect(representativeExample(quote)).toBeUndefined();
});
