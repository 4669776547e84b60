import { describe, test, expect } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { proposalFixture } from '../../tests/fixtures/index';
import { rate } from './rate';
import {
  AS_OF,
  bornAged,
  cleanFortyYearOld,
  productRatebook,
} from '../../tests/support/rating/ratingFixtures';

// The direction of each factor of the product ratebook, through rate(): each row changes one answer
// of the clean 40-year-old and lists values in an order whose premiums must strictly rise.

const ratebook = productRatebook();

function premiumWith(change: (proposal: Proposal) => void): number {
  const proposal = cleanFortyYearOld();
  change(proposal);
  const result = rate(proposal, ratebook, AS_OF);
  if (!result.premium) throw new Error(`not priced: ${JSON.stringify(result.reasons)}`);
  return result.premium.totalPence;
}

const risk = (p: Proposal) => p.risk!;
const details = (p: Proposal) => p.risk!.proposer!.driver_details!;

type Row = [string, unknown[], (proposal: Proposal, value: never) => void];

const rising: Row[] = [
  [
    'older to younger',
    [45, 35, 27, 23, 21, 19],
    (p, age: number) => {
      risk(p).proposer!.date_of_birth = bornAged(age);
      details(p).licence!.date = `${2026 - age + 18}-01-01`;
    },
  ],
  [
    'licensed longer to newly licensed',
    ['2010-01-01', '2022-06-01', '2024-06-01', '2026-06-01'],
    (p, date: string) => (details(p).licence!.date = date),
  ],
  [
    'no claim, one non-fault, one fault, two fault',
    [[], ['AN'], ['AF'], ['AF', 'AF']],
    (p, codes: string[]) =>
      Object.assign(details(p), {
        has_claims: true,
        claims: codes.map((description) => ({ description, date: '2024-03-01' })),
      }),
  ],
  [
    'no conviction, speeding, careless driving',
    [[], ['SP30'], ['SP30', 'CD10']],
    (p, codes: string[]) =>
      Object.assign(details(p).licence!, {
        has_convictions: true,
        convictions: codes.map((code) => ({ code, conviction_date: '2024-01-01', points: 3 })),
      }),
  ],
  [
    'a cheaper to a dearer van',
    [4000, 8000, 15000, 25000, 45000],
    (p, value: number) => (risk(p).vehicle!.value = value),
  ],
  [
    'class of use',
    ['SDP', 'SDPC', 'OwnGoods', 'LocalHaul'],
    (p, use: string) => (risk(p).vehicle!.class_of_use = use),
  ],
  [
    'annual mileage',
    [3000, 8000, 12000, 20000, 30000, 50000],
    (p, miles: number) => (risk(p).duqs!.annual_mileage = miles),
  ],
  [
    'where it is kept overnight',
    ['LGAR', 'DRIVE', 'ROADHOME', 'ROADAWAY'],
    (p, at: string) => (risk(p).duqs!.vehicle_night_location = at),
  ],
  [
    'postcode area',
    ['TR6 0AA', 'RG1 4DL', 'LS6 1HR', 'B1 1AA', 'E1 6AN'],
    (p, postcode: string) => (risk(p).proposer!.address!.postcode = postcode),
  ],
  ['a tracker fitted, then none', [true, false], (p, has: boolean) => (risk(p).vehicle!.has_tracker = has)],
  [
    'more NCD to less',
    [20, 9, 5, 2, 0],
    (p, years: number) => (risk(p).previous_insurance = { ncd: { years, is_protected: false }, type: 'VAN' }),
  ],
  [
    'higher voluntary excess to lower',
    [2000, 1000, 500, 250, 100, 0],
    (p, pounds: number) => (risk(p).voluntary_excess = pounds),
  ],
  [
    'NCD unprotected, then protected',
    [false, true],
    (p, is: boolean) => (risk(p).previous_insurance!.ncd!.is_protected = is),
  ],
  [
    'no hazardous goods, then some',
    [false, true],
    (p, has: boolean) => (risk(p).duqs!.has_hazardous_goods = has),
  ],
  [
    'not refrigerated, then refrigerated',
    [false, true],
    (p, is: boolean) => (risk(p).duqs!.is_refrigerated = is),
  ],
  ['sign-written, then plain', [true, false], (p, is: boolean) => (risk(p).duqs!.is_sign_written = is)],
  ['no racking, then racking', [false, true], (p, has: boolean) => (risk(p).duqs!.has_fitted_racking = has)],
  [
    'unmodified, then remapped',
    [[], ['REMAP']],
    (p, types: string[]) =>
      Object.assign(risk(p).vehicle!, {
        is_modified: types.length > 0,
        modifications: types.map((type) => ({ type })),
      }),
  ],
  [
    'a long-established business to a new one',
    [120, 30, 14, 2],
    (p, months: number) => {
      risk(p).vehicle!.class_of_use = 'OwnGoods';
      risk(p).duqs!.business_established_months = months;
    },
  ],
  [
    'a married to a single driver',
    ['M', 'S'],
    (p, status: string) => (risk(p).duqs!.marital_status_proposer = status),
  ],
  [
    'no additional driver, a 40-year-old, a 20-year-old',
    [null, 40, 20],
    (p, age: number | null) => {
      if (age === null) return;
      risk(p).has_additional_drivers = true;
      const driver = structuredClone(proposalFixture().risk!.additional_drivers![0]!);
      driver.date_of_birth = bornAged(age);
      driver.driver_details!.licence!.date = `${2026 - age + 18}-01-01`;
      risk(p).additional_drivers = [driver];
    },
  ],
];

describe('each factor moves the premium the right way', () => {
  test.each(rising)('%s: %j costs more and more', (_description, values, change) => {
    const premiums = values.map((value) => premiumWith((p) => change(p, value as never)));
    premiums.slice(1).forEach((premium, i) => expect(premium).toBeGreaterThan(premiums[i] as number));
  });
});
