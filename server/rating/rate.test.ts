import { describe, test, expect } from 'vitest';
import type { Claim, Conviction, Proposal } from '../../schemas/generated/index';
import { proposalFixture } from '../../tests/fixtures/index';
import { rate } from './rate';
import {
  AS_OF,
  bornAged,
  cleanFortyYearOld,
  productRatebook,
} from '../../tests/support/rating/ratingFixtures';

const ratebook = productRatebook();

/** cleanFortyYearOld() changed by `change`. */
function clean(change: (proposal: Proposal) => void): Proposal {
  const proposal = cleanFortyYearOld();
  change(proposal);
  return proposal;
}
const details = (p: Proposal) => p.risk!.proposer!.driver_details!;
const convicted =
  (...list: Conviction[]) =>
  (p: Proposal) =>
    Object.assign(details(p).licence!, { has_convictions: true, convictions: list });
const claimed =
  (...codes: string[]) =>
  (p: Proposal) =>
    Object.assign(details(p), {
      has_claims: true,
      claims: codes.map((description): Claim => ({ description, date: '2024-03-01' })),
    });
const withDriver = (age: number) => (p: Proposal) => {
  p.risk!.has_additional_drivers = true;
  p.risk!.additional_drivers = [structuredClone(proposalFixture().risk!.additional_drivers![0]!)];
  p.risk!.additional_drivers[0]!.date_of_birth = bornAged(age);
};
const medical =
  (code: string, extra: object = {}) =>
  (p: Proposal) =>
    Object.assign(details(p), {
      has_medical_condition: true,
      medical_condition: { code, status: 'STABLE', is_dvla_notified: true, ...extra },
    });

describe('rate: declines', () => {
  test.each<[string, (p: Proposal) => void]>([
    ['DRINK_DRUG_DRIVING', convicted({ code: 'DR10', conviction_date: '2024-01-10', points: 3 })],
    ['DRINK_DRUG_DRIVING', convicted({ code: 'DG10', conviction_date: '2023-05-01', points: 3 })],
    ['SERIOUS_CONVICTION', convicted({ code: 'DD40', conviction_date: '2024-01-10', points: 3 })],
    ['SERIOUS_CONVICTION', convicted({ code: 'TT99', conviction_date: '2024-01-10', points: 0 })],
    // Offences abroad recognised here (mutual recognition) are declined as their home equivalents.
    ['DRINK_DRUG_DRIVING', convicted({ code: 'MR29', conviction_date: '2024-01-10', points: 0 })],
    ['SERIOUS_CONVICTION', convicted({ code: 'MR09', conviction_date: '2024-01-10', points: 0 })],
    ['SERIOUS_CONVICTION', convicted({ code: 'MR49', conviction_date: '2024-01-10', points: 0 })],
    [
      'BAN_IN_LOOK_BACK',
      convicted({ code: 'SP50', conviction_date: '2023-01-10', has_ban_months: true, ban_months: 2 }),
    ],
    ['TOO_MANY_FAULT_CLAIMS', claimed('AF', 'AF', 'AP')],
    ['INSURANCE_REFUSED', (p) => (p.risk!.proposer!.has_insurance_refused = true)],
    [
      'INSURANCE_REFUSED',
      (p) => (withDriver(40)(p), (p.risk!.additional_drivers![0]!.has_insurance_refused = true)),
    ],
    ['AGE_OUT_OF_RANGE', (p) => (p.risk!.proposer!.date_of_birth = bornAged(16))],
    ['AGE_OUT_OF_RANGE', (p) => (p.risk!.proposer!.date_of_birth = '1901-01-01')],
    ['AGE_ABOVE_APPETITE', (p) => (p.risk!.proposer!.date_of_birth = bornAged(90))],
    ['NO_LICENCE', (p) => (details(p).licence = { type: '<No Licence>' })],
    ['HIRE_AND_REWARD_UNDER_21', (p) => ((p.risk!.vehicle!.class_of_use = 'LocalHaul'), withDriver(20)(p))],
    ['INCOMPLETE_PROPOSAL', (p) => delete p.risk!.proposer!.date_of_birth],
  ])('%s', (code, change) => {
    const result = rate(clean(change), ratebook, AS_OF);
    expect(result.decision).toBe('declined');
    expect(result.reasons.map((reason) => reason.code)).toContain(code);
    expect(result.reasons.find((reason) => reason.code === code)?.action).toBe('decline');
    expect(result.premium).toBeUndefined();
    expect(result.addons).toEqual([]);
  });

  test('a missing answer is named in the reason', () => {
    const result = rate(
      clean((p) => delete p.risk!.vehicle!.value),
      ratebook,
      AS_OF,
    );
    expect(result.reasons).toEqual([
      {
        code: 'INCOMPLETE_PROPOSAL',
        action: 'decline',
        message: 'risk.vehicle.value is needed to rate the proposal',
      },
    ]);
  });
});

describe('rate: referrals are priced', () => {
  const cheaper = productRatebook();
  cheaper.maximum_premium_pence = 30000;
  test.each<[string, (p: Proposal) => void]>([
    ['HIGH_VEHICLE_VALUE', (p) => (p.risk!.vehicle!.value = 75000)],
    ['HAZARDOUS_GOODS', (p) => (p.risk!.duqs!.has_hazardous_goods = true)],
    [
      'UNUSUAL_MODIFICATION',
      (p) => Object.assign(p.risk!.vehicle!, { is_modified: true, modifications: [{ type: 'REMAP' }] }),
    ],
    [
      'MANY_POINTS',
      convicted(
        { code: 'SP30', conviction_date: '2023-01-10', points: 3 },
        { code: 'SP30', conviction_date: '2024-01-10', points: 3 },
        { code: 'SP50', conviction_date: '2025-01-10', points: 3 },
      ),
    ],
    ['REFERRABLE_CONVICTION', convicted({ code: 'IN10', conviction_date: '2024-01-10', points: 6 })],
    ['PROVISIONAL_LICENCE', (p) => (details(p).licence!.type = 'P')],
    ['NON_RTA_CONVICTION', (p) => (p.risk!.proposer!.has_non_rta_conviction = true)],
    ['MEDICAL_CONDITION', medical('EPIL')],
    ['MEDICAL_NOT_NOTIFIED', medical('DIAT', { is_dvla_notified: false })],
    ['MEDICAL_WORSENING', medical('DIAT', { status: 'WORSE' })],
    ['MANY_CLAIMS', claimed('AN', 'AN', 'AU', 'WS', 'TF')],
    ['LEFT_HAND_DRIVE', (p) => (p.risk!.vehicle!.is_left_hand_drive = true)],
  ])('%s', (code, change) => {
    const result = rate(clean(change), ratebook, AS_OF);
    expect(result.decision).toBe('referred');
    expect(result.reasons).toContainEqual(expect.objectContaining({ code, action: 'refer' }));
    expect(result.premium?.totalPence).toBeGreaterThan(0);
  });

  test('PREMIUM_ABOVE_MAXIMUM', () => {
    const result = rate(cleanFortyYearOld(), cheaper, AS_OF);
    expect(result.decision).toBe('referred');
    expect(result.reasons.map((reason) => reason.code)).toEqual(['PREMIUM_ABOVE_MAXIMUM']);
    // In the ratebook's words, with the premiums in pounds rather than pence.
    const escaped = cheaper.maximum_premium_message.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const written = escaped.replace('{premium}', '£[\\d,]+\\.\\d\\d').replace('{maximum}', '£300\\.00');
    expect(result.reasons[0]!.message).toMatch(new RegExp(`^${written}$`));
  });

  test('a decline wins over a referral, and both reasons are given', () => {
    const result = rate(
      clean(
        (p) => (
          (p.risk!.vehicle!.value = 75000),
          convicted({ code: 'DR10', conviction_date: '2024-01-10' })(p)
        ),
      ),
      ratebook,
      AS_OF,
    );
    expect(result.decision).toBe('declined');
    expect(result.reasons.map((reason) => reason.code).sort()).toEqual([
      'DRINK_DRUG_DRIVING',
      'HIGH_VEHICLE_VALUE',
    ]);
  });
});

describe('rate', () => {
  test('quotes the fixture with its trace, excesses, endorsements and add-ons', () => {
    const result = rate(proposalFixture(), ratebook, AS_OF);
    expect(result).toMatchObject({
      decision: 'quoted',
      reasons: [],
      ratebookVersion: ratebook.version,
      ratingDate: '2026-12-01',
    });
    expect(result.premium?.trace.length).toBeGreaterThan(20);
    expect(result.excesses?.compulsoryPence).toBe(ratebook.excesses.compulsory_pence);
    expect(result.endorsements.map((e) => e.code)).toContain('TRACKER');
    // Every add-on the ratebook prices is offered (none excludes the fixture's use or cover).
    expect(result.addons.map((addon) => addon.code)).toEqual(ratebook.addons.map((addon) => addon.code));
  });

  test('NCD years beyond the years licensed price as the years licensed', () => {
    // Licensed on 2024-06-14: two whole years on the rating date, 2026-12-01.
    const ncd = (years: number, licensed = '2024-06-14') =>
      clean((p) => {
        details(p).licence!.date = licensed;
        p.risk!.previous_insurance!.ncd!.years = years;
      });
    const premium = (p: Proposal) => rate(p, ratebook, AS_OF).premium?.totalPence;
    expect(premium(ncd(17))).toBe(premium(ncd(2)));
    // Held since 2004, the same 17 years count in full.
    expect(premium(ncd(17, '2004-06-14'))).toBeLessThan(premium(ncd(17))!);
  });

  test('a drink-driving conviction older than the look-back no longer declines', () => {
    const old = clean(convicted({ code: 'DR10', conviction_date: '2020-01-10', points: 3 }));
    expect(rate(old, ratebook, AS_OF).decision).toBe('quoted');
  });

  test('is pure: the same inputs give the same result, and the proposal is untouched', () => {
    const proposal = proposalFixture();
    const before = structuredClone(proposal);
    expect(rate(proposal, ratebook, AS_OF)).toEqual(rate(proposal, ratebook, AS_OF));
    expect(proposal).toEqual(before);
  });

  test('refuses an invalid clock', () => {
    expect(() => rate(proposalFixture(), ratebook, new Date('nonsense'))).toThrow(TypeError);
  });
});
