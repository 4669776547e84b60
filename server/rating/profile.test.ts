import { describe, test, expect } from 'vitest';
import { proposalWith } from '../../tests/support/schemas/entityTestHelpers';
import { proposalFixture } from '../../tests/fixtures/index';
import { buildProfile } from './profile';
import { AS_OF, productRatebook } from '../../tests/support/rating/ratingFixtures';

const ratebook = productRatebook();

describe('buildProfile', () => {
  test('reads the fixture: two drivers, their history, the van and its use', () => {
    const fixture = proposalFixture();
    const { claims, licence } = fixture.risk!.proposer!.driver_details!;
    const { risk } = buildProfile(fixture, ratebook, AS_OF);
    expect(risk).toBeDefined();
    expect(risk?.ratingDate).toBe('2026-12-01');
    expect(risk?.drivers.map((d) => [d.role, d.name, d.age, d.yearsLicensed, d.maritalStatus])).toEqual([
      ['Proposer', "James O'Connor", 42, 24, 'M'],
      ['Driver 1', "Siobhan O'Connor", 40, 21, 'M'],
    ]);
    expect(risk?.claims).toEqual([
      { code: 'AN', date: claims![0]!.date, isFault: false, isNcbPrejudiced: false, driver: 'Proposer' },
    ]);
    expect(risk?.convictions).toEqual([
      {
        code: 'SP30',
        date: licence!.convictions![0]!.conviction_date,
        points: 3,
        banMonths: 0,
        driver: 'Proposer',
      },
    ]);
    expect(risk).toMatchObject({ postcodeArea: 'LS', coverType: 'C', classOfUse: 'OwnGoods', ncdYears: 6 });
    expect(risk?.vehicle).toMatchObject({ value: 16500, modifications: ['LADDER'], ageYears: 7 });
    expect(risk?.voluntaryExcessPence).toBe(25000);
  });

  test.each([
    ['risk.start_date', '2026-11-01', '2026-11-20'],
    ['risk.start_date', undefined, '2026-11-20'],
    ['risk.start_date', '2026-12-20', '2026-12-20'],
  ])('rates at the start date, or today when %s is %s: %s', (path, value, ratingDate) => {
    expect(buildProfile(proposalWith(path, value), ratebook, AS_OF).risk?.ratingDate).toBe(ratingDate);
  });

  test('claims and convictions older than the look-back are left out', () => {
    const old = proposalWith('risk.proposer.driver_details.claims.0.date', '2021-11-30');
    old.risk!.proposer!.driver_details!.licence!.convictions![0]!.conviction_date = '2021-06-01';
    const { risk } = buildProfile(old, ratebook, AS_OF);
    expect(risk?.claims).toEqual([]);
    expect(risk?.convictions).toEqual([]);
  });

  test('the van kept at another postcode is rated there', () => {
    const proposal = proposalWith('risk.vehicle.is_kept_at_proposer_postcode', false);
    proposal.risk!.vehicle!.kept_postcode = 'M1 1AE';
    expect(buildProfile(proposal, ratebook, AS_OF).risk?.postcodeArea).toBe('M');
  });

  test('a conviction with a ban counts its months; a claim that prejudiced the NCB is a fault claim', () => {
    const proposal = proposalWith('risk.proposer.driver_details.claims.0.is_ncb_prejudiced', true);
    Object.assign(proposal.risk!.proposer!.driver_details!.licence!.convictions![0]!, {
      has_ban_months: true,
      ban_months: 6,
    });
    const { risk } = buildProfile(proposal, ratebook, AS_OF);
    expect(risk?.claims[0]?.isFault).toBe(true);
    expect(risk?.convictions[0]?.banMonths).toBe(6);
  });

  test.each([
    ['risk.proposer.date_of_birth'],
    ['risk.proposer.driver_details.licence.type'],
    ['risk.proposer.driver_details.licence.date'],
    ['risk.additional_drivers.0.date_of_birth'],
    ['risk.vehicle.cover_type'],
    ['risk.vehicle.class_of_use'],
    ['risk.vehicle.value'],
    ['risk.duqs.annual_mileage'],
    ['risk.proposer.address.postcode'],
  ])('names %s when it is missing', (path) => {
    expect(buildProfile(proposalWith(path, undefined), ratebook, AS_OF)).toEqual({ missing: [path] });
  });

  test('a driver without a licence needs no licence date', () => {
    const proposal = proposalWith('risk.proposer.driver_details.licence', { type: '<No Licence>' });
    const { risk } = buildProfile(proposal, ratebook, AS_OF);
    expect(risk?.drivers[0]).toMatchObject({ licenceType: '<No Licence>', yearsLicensed: 0 });
  });
});
