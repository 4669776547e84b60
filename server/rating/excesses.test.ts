import { describe, test, expect } from 'vitest';
import { computeExcesses, driverCompulsoryExcess } from './excesses';
import { driverProfile, productRatebook, riskProfile } from '../../tests/support/rating/ratingFixtures';
import type { CoverType } from './types';
import { journeyText } from '../../tests/support/journey/journeyText';

const ratebook = productRatebook();
// The table's words: the ratebook's section names, and the price page's copy for the rest.
const [damage, fireAndTheft] = ratebook.excesses.sections.map((section) => section.name) as [string, string];
const allDrivers = journeyText('content/price.json#/excesses/allDrivers');
const windscreen = journeyText('content/price.json#/excesses/windscreenSection');
ratebook.excesses.compulsory_pence = 25000;
ratebook.excesses.additions = [
  { code: 'UNDER_25', label: 'Under 25', age_under: 25, amount_pence: 25000 },
  {
    code: 'UNDER_21_OR_NEW',
    label: 'Under 21 or new',
    age_under: 21,
    years_licensed_under: 1,
    amount_pence: 50000,
  },
];

describe('driverCompulsoryExcess', () => {
  test.each([
    [40, 20, 25000],
    [25, 5, 25000],
    [24, 5, 50000],
    [21, 3, 50000],
    [20, 2, 100000],
    [19, 0, 100000],
    [40, 0, 75000],
  ])('a driver aged %i licensed %i years: %i pence', (age, yearsLicensed, pence) => {
    expect(driverCompulsoryExcess(driverProfile({ age, yearsLicensed }), ratebook)).toBe(pence);
  });
});

describe('computeExcesses', () => {
  test('comprehensive: both sections carry compulsory plus voluntary; windscreen apart', () => {
    expect(computeExcesses(riskProfile({ voluntaryExcessPence: 25000 }), ratebook)).toEqual({
      compulsoryPence: 25000,
      grantedVoluntaryPence: 25000,
      windscreenPence: 10000,
      lines: [
        { policySection: damage, driver: allDrivers, valuePence: 50000 },
        { policySection: fireAndTheft, driver: allDrivers, valuePence: 50000 },
        { policySection: windscreen, driver: allDrivers, valuePence: 10000 },
      ],
    });
  });

  test('drivers with different compulsory excesses get a line each', () => {
    const young = driverProfile({ role: 'Driver 1', name: 'Sam Smith', age: 20, yearsLicensed: 2 });
    const { lines, compulsoryPence } = computeExcesses(
      riskProfile({ drivers: [driverProfile(), young] }),
      ratebook,
    );
    expect(compulsoryPence).toBe(25000);
    expect(lines.filter((line) => line.policySection === damage)).toEqual([
      { policySection: damage, driver: 'Alex Smith', valuePence: 25000 },
      { policySection: damage, driver: 'Sam Smith', valuePence: 100000 },
    ]);
  });

  test.each<[CoverType, string[], number, number]>([
    ['C', [damage, fireAndTheft, windscreen], 25000, 10000],
    ['TPFT', [fireAndTheft], 25000, 0],
    ['TPO', [], 0, 0],
  ])(
    'cover %s has sections %j, compulsory %i, windscreen %i',
    (coverType, sections, compulsory, windscreen) => {
      const result = computeExcesses(riskProfile({ coverType, voluntaryExcessPence: 50000 }), ratebook);
      expect(result.lines.map((line) => line.policySection)).toEqual(sections);
      expect(result.compulsoryPence).toBe(compulsory);
      expect(result.windscreenPence).toBe(windscreen);
      expect(result.grantedVoluntaryPence).toBe(coverType === 'C' ? 50000 : 0);
    },
  );
});
