import { describe, test, expect } from 'vitest';
import { proposalFixture, proposalStep1Fixture, quoteFixture } from '../../tests/fixtures/index';
import { errorsOf, proposalWith, times } from '../../tests/support/schemas/entityTestHelpers';

// The proposal entity schema, through the project's one ajv factory (createAjv): what it accepts
// (partial and complete proposals) and what it refuses, with the path ajv reports.

const PROPOSAL = 'entities/proposal.schema.json';
const spouse = proposalFixture().risk?.additional_drivers?.[0];
const claim = { description: 'AN', date: '2023-02-14' };
const directDebit = {
  account_number: '66374958',
  sort_code: '089999',
  account_name: "Mary O'Connor",
  collection_day: 1,
  is_proposer_account_holder: false,
  third_party: {
    title: 'Mrs',
    forename: 'Mary',
    surname: "O'Connor",
    date_of_birth: '1958-02-01',
    address: { line_1: '2 Cardigan Road', postcode: 'LS6 3AG' },
  },
};

describe('accepted proposals', () => {
  test.each<[string, unknown]>([
    ['the complete proposal fixture', proposalFixture()],
    ['the step-1 proposal fixture', proposalStep1Fixture()],
    ['an empty proposal (nothing answered yet)', {}],
    ['a stored proposal with its uuid', proposalWith('uuid', '3f2c8a1e-6b4d-4c9a-9e21-7d5b0c8f4a16')],
    ['a proposal with its quote', proposalWith('quote', quoteFixture())],
    [
      'add-on answers, one unanswered (null)',
      proposalWith('addons', [
        { code: 'PA', is_selected: null },
        { code: 'LE', is_selected: true },
        { code: 'SAB2' },
      ]),
    ],
    ['a removed add-on', proposalWith('removed_addons', [{ code: 'TO' }])],
    ['a second job', proposalWith('risk.proposer.part_time_occupation', { status: 'PartTime', role: 'P21' })],
    ['has_registration unanswered (null)', proposalWith('risk.vehicle.has_registration', null)],
    ['source_of_business null', proposalWith('risk.source_of_business', null)],
    ['source_of_business empty', proposalWith('risk.source_of_business', '')],
    ['an aggregator source_of_business', proposalWith('risk.source_of_business', '104')],
    ['4 additional drivers', proposalWith('risk.additional_drivers', times(4, spouse))],
    ["the 4th driver's duqs", proposalWith('risk.duqs.relationship_to_proposer_driver_4', 'D')],
    ['the 10th modification slot', proposalWith('risk.duqs.vehicle_modification_10', 'TOWBAR')],
    ['5 claims', proposalWith('risk.proposer.driver_details.claims', times(5, claim))],
    ['voluntary excess 2000', proposalWith('risk.voluntary_excess', 2000)],
    ['seats 10+', proposalWith('risk.vehicle.seats', '10+')],
    ['a direct debit paid by a third party', proposalWith('direct_debit', directDebit)],
    [
      'a medical condition',
      proposalWith('risk.proposer.driver_details.medical_condition', {
        code: 'DIAB',
        claims: true,
        insulin_units: 40,
      }),
    ],
  ])('%s', (_description, proposal) => {
    expect(errorsOf(PROPOSAL, proposal)).toEqual([]);
  });
});

describe('refused proposals', () => {
  const licence = 'risk.proposer.driver_details.licence';
  const claims = 'risk.proposer.driver_details.claims';
  // [description, dotted path changed, bad value, keyword ajv reports, where (default: the path changed)]
  test.each<[string, string, unknown, string, string?]>([
    ['an unknown top-level field', 'colour', 'white', 'additionalProperties', ''],
    [
      'an unknown field deep inside',
      `${licence}.convictions.0.speed`,
      45,
      'additionalProperties',
      `${licence}.convictions.0`,
    ],
    [
      "a 5th driver's marital status",
      'risk.duqs.marital_status_driver_5',
      'M',
      'additionalProperties',
      'risk.duqs',
    ],
    [
      'an 11th modification slot',
      'risk.duqs.vehicle_modification_11',
      'TOWBAR',
      'additionalProperties',
      'risk.duqs',
    ],
    [
      'an additional driver with an address',
      'risk.additional_drivers.0.address',
      { line_1: '1 Road' },
      'additionalProperties',
      'risk.additional_drivers.0',
    ],
    ['van value as a string', 'risk.vehicle.value', '16500', 'type'],
    ['a negative van value', 'risk.vehicle.value', -1, 'minimum'],
    ['is_pay_monthly as a string', 'is_pay_monthly', 'false', 'type'],
    ['has_registration "yes"', 'risk.vehicle.has_registration', 'yes', 'type'],
    ['part_time_occupation "none"', 'risk.proposer.part_time_occupation', 'none', 'anyOf'],
    ['NCD years 2.5', 'risk.previous_insurance.ncd.years', 2.5, 'type'],
    ['NCD years 100', 'risk.previous_insurance.ncd.years', 100, 'maximum'],
    ['an over-long address line', 'risk.proposer.address.line_1', 'x'.repeat(101), 'maxLength'],
    ['an over-long forename', 'risk.proposer.name.forenames', 'A'.repeat(51), 'maxLength'],
    [
      'an over-long e-mail address',
      'risk.proposer.email_address',
      `${'a'.repeat(250)}@example.com`,
      'maxLength',
    ],
    ['an over-long salutation', 'risk.proposer.name.salutation', 'M'.repeat(111), 'maxLength'],
    ['an empty list value', 'risk.proposer.name.title', '', 'minLength'],
    ['an over-long list value', 'risk.vehicle.class_of_use', 'X'.repeat(51), 'maxLength'],
    ['a surname starting with a digit', 'risk.proposer.name.surname', '9Connor', 'format'],
    ['the date 2023-02-30', `${claims}.0.date`, '2023-02-30', 'format'],
    ['a DD/MM/YYYY date', 'risk.proposer.date_of_birth', '14/06/1984', 'format'],
    ['a bad postcode', 'risk.proposer.address.postcode', 'LS6 HR1', 'format'],
    ['a bad kept postcode', 'risk.vehicle.kept_postcode', '12345', 'format'],
    ['a bad registration', 'risk.vehicle.registration', 'YD19-KXP', 'format'],
    ['an over-long registration', 'risk.vehicle.registration', 'YD19 KXPAB', 'maxLength'],
    ['a bad mobile number', 'risk.proposer.phone_numbers.mobile', '12345', 'format'],
    ['a bad e-mail address', 'risk.proposer.email_address', 'james.example.com', 'format'],
    ['a bad uuid', 'uuid', 'not-a-uuid', 'format'],
    ['voluntary excess 30', 'risk.voluntary_excess', 30, 'multipleOf'],
    ['voluntary excess 2025', 'risk.voluntary_excess', 2025, 'maximum'],
    ['6 claims', claims, times(6, claim), 'maxItems'],
    ['6 convictions', `${licence}.convictions`, times(6, { code: 'SP30' }), 'maxItems'],
    ['6 modifications', 'risk.vehicle.modifications', times(6, { type: 'LADDER' }), 'maxItems'],
    ['5 additional drivers', 'risk.additional_drivers', times(5, spouse), 'maxItems'],
    ['a claim without a date', `${claims}.0.date`, undefined, 'required', `${claims}.0`],
    [
      'a conviction without a code',
      `${licence}.convictions`,
      [{ points: 3 }],
      'required',
      `${licence}.convictions.0`,
    ],
    [
      'a modification without a type',
      'risk.vehicle.modifications',
      [{ description: 'Rack' }],
      'required',
      'risk.vehicle.modifications.0',
    ],
    ['a ban of -1 months', `${licence}.convictions.0.ban_months`, -1, 'minimum'],
    ['13 points on one conviction', `${licence}.convictions.0.points`, 13, 'maximum'],
    ['a negative claim cost', `${claims}.0.own_damage_cost`, -5, 'minimum'],
    ['seats 11', 'risk.vehicle.seats', '11', 'enum'],
    ['seats as a number', 'risk.vehicle.seats', 3, 'enum'],
    ['cover type "FULL"', 'risk.vehicle.cover_type', 'FULL', 'enum'],
    ['a year before 1900', 'risk.vehicle.year', 1899, 'minimum'],
    ['an engine size of 1995.5 cc', 'risk.vehicle.engine_size', 1995.5, 'type'],
    ['annual mileage "12,000"', 'risk.duqs.annual_mileage', '12,000', 'type'],
    ['source_of_business as a number', 'risk.source_of_business', 104, 'type'],
    ['an over-long source_of_business', 'risk.source_of_business', 'W'.repeat(21), 'maxLength'],
    ['collection day 29', 'direct_debit.collection_day', 29, 'maximum'],
    ['a sort code with dashes', 'direct_debit.sort_code', '08-99-99', 'format'],
    ['a 7-digit account number', 'direct_debit.account_number', '6637495', 'format'],
    ['a one-letter account name', 'direct_debit.account_name', 'J', 'minLength'],
    ['a bad quote reference', 'quote.reference', '12345-678', 'format'],
    [
      'an add-on answer "maybe"',
      'addons',
      [{ code: 'PA', is_selected: 'maybe' }],
      'type',
      'addons.0.is_selected',
    ],
    ['an add-on without a code', 'addons', [{ is_selected: true }], 'required', 'addons.0'],
    ['a lower-case add-on code', 'removed_addons', [{ code: 'pa' }], 'pattern', 'removed_addons.0.code'],
    ['21 add-on answers', 'addons', times(21, { code: 'PA' }), 'maxItems'],
    [
      'an unknown wording type',
      'quote.wordings',
      [{ type: 'ipid', url: '/x.pdf' }],
      'enum',
      'quote.wordings.0.type',
    ],
    ['a bad quoted_at', 'quote.metadata.quoted_at', 'yesterday', 'format'],
    [
      'extra_info true',
      'quote.endorsements',
      [{ text: 'Tracker', extra_info: true }],
      'type',
      'quote.endorsements.0.extra_info',
    ],
    ['a negative premium', 'quote.premium', -0.01, 'minimum'],
  ])('%s', (_description, path, value, keyword, errorAt = path) => {
    const instancePath = errorAt === '' ? '' : `/${errorAt.replaceAll('.', '/')}`;
    const errors = errorsOf(PROPOSAL, proposalWith(path, value));
    expect(errors).toContainEqual(expect.objectContaining({ instancePath, keyword }));
  });

  test('an array is not a proposal', () => {
    expect(errorsOf(PROPOSAL, [])).toContainEqual(
      expect.objectContaining({ instancePath: '', keyword: 'type' }),
    );
  });

  test('the unknown field is named in the error', () => {
    expect(errorsOf(PROPOSAL, proposalWith('colour', 'white'))).toContainEqual(
      expect.objectContaining({ params: { additionalProperty: 'colour' } }),
    );
  });
});
