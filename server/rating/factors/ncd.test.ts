import { describe, test, expect } from 'vitest';
import { factorContext, productRatebook } from '../../../tests/support/rating/ratingFixtures';
import { ncd } from './ncd';

const ratebook = productRatebook();
ratebook.ncd.years = [
  { from: 0, relativity: 1 },
  { from: 1, relativity: 0.92 },
  { from: 4, relativity: 0.91 },
  { from: 9, relativity: 0.85 },
];
ratebook.ncd.accepted_insurance_types = ['VAN', 'CAR'];

describe('ncd', () => {
  test.each<[number, string | undefined, number, number]>([
    [0, 'VAN', 0, 1],
    [1, 'VAN', 1, 0.92],
    [3, 'CAR', 3, 0.92],
    [4, 'VAN', 4, 0.91],
    [9, 'VAN', 9, 0.85],
    [20, 'VAN', 20, 0.85],
    [5, 'NAMEDVAN', 0, 1],
    // The form asks no type: years declared without one count.
    [5, undefined, 5, 0.91],
  ])('%i years earned on %s count as %i: relativity %d', (years, type, counted, relativity) => {
    const result = ncd(factorContext({ ncdYears: years, previousInsuranceType: type }, {}, ratebook));
    expect(result).toMatchObject({ factor: 'ncd_years', input: counted, relativity });
  });

  test('the trace says when declared years are not accepted', () => {
    const result = ncd(factorContext({ ncdYears: 5, previousInsuranceType: 'NAMEDVAN' }, {}, ratebook));
    expect(result.note).toBe('5 years declared, not accepted');
  });

  test.each<[boolean, number, number | undefined, number]>([
    [true, 9, 3, 3],
    [true, 2, 3, 2],
    [true, 5, 0, 0],
    // The proposer's answers do not rate: nothing to cap at (the quote is not made without them).
    [true, 5, undefined, 5],
    [false, 9, 3, 9],
  ])(
    'capped at the years licensed: %s; %i years declared, %s licensed, %i count',
    (capped, declared, licensed, counted) => {
      const capping = { ...ratebook, ncd: { ...ratebook.ncd, at_most_years_licensed: capped } };
      const context = factorContext({ ncdYears: declared, previousInsuranceType: 'VAN' }, {}, capping);
      context.risk.proposerYearsLicensed = licensed;
      if (licensed === undefined) delete context.risk.proposerYearsLicensed;
      const result = ncd(context);
      expect(result.input).toBe(counted);
      expect(result.note).toBe(
        counted === declared
          ? undefined
          : `${declared} years declared, counted up to the ${counted} years licensed`,
      );
    },
  );
});
