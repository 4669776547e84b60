/**
 * One case per rule of journey/rules.json: the document before a change, after it, and what the
 * whole rule set makes of it. journeyRules.test.ts runs them and checks that each case needs its
 * rule (without it the result differs).
 */
export interface RuleCase {
  previous: unknown;
  next: unknown;
  expected: unknown;
}

const risk = (value: Record<string, unknown>) => ({ risk: value });
const proposer = (value: Record<string, unknown>) => risk({ proposer: value });
const driver = (value: Record<string, unknown>) => risk({ additional_drivers: [value] });
const details = (value: Record<string, unknown>) => ({ driver_details: value });
const vehicle = (value: Record<string, unknown>, duqs?: Record<string, unknown>) =>
  risk(duqs ? { vehicle: value, duqs } : { vehicle: value });
const job = (value: Record<string, unknown>) => proposer({ full_time_occupation: value });

const siobhan = { name: { forenames: 'Siobhan' } };
const aoife = { name: { forenames: 'Aoife' } };
const ciaran = { name: { forenames: 'Ciaran' } };
const claim = { description: 'AN', date: '2023-02-14' };
const conviction = { code: 'SP30', conviction_date: '2022-05-11' };

export const ruleCases: Record<string, RuleCase> = {
  'has-registration-change-resets-vehicle': {
    previous: vehicle({
      has_registration: true,
      registration: 'YD19KXP',
      manufacturer: 'FORD',
      model: 'TRANSIT CUSTOM',
      abi_code: '48570501',
      value: 16500,
      seats: '3',
      cover_type: 'C',
    }),
    next: vehicle({
      has_registration: false,
      registration: 'YD19KXP',
      manufacturer: 'FORD',
      model: 'TRANSIT CUSTOM',
      abi_code: '48570501',
      value: 16500,
      seats: '3',
      cover_type: 'C',
    }),
    expected: vehicle({ has_registration: false, value: 16500, seats: '3', cover_type: 'C' }),
  },
  'purchased-no-clears-date': {
    previous: vehicle({ purchased: { is_purchased: true, date_purchased: '2021-04-17' } }),
    next: vehicle({ purchased: { is_purchased: false, date_purchased: '2021-04-17' } }),
    expected: vehicle({ purchased: { is_purchased: false } }),
  },
  'keeper-yes-sets-vehicle-owner': {
    previous: vehicle({ keeper: false, owner: '2' }),
    next: vehicle({ keeper: true, owner: '2' }),
    expected: vehicle({ keeper: true }, { vehicle_owner: '1' }),
  },
  'keeper-change-clears-vehicle-owner': {
    previous: vehicle({ keeper: true }, { vehicle_owner: '1' }),
    next: vehicle({ keeper: false }, { vehicle_owner: '1' }),
    expected: vehicle({ keeper: false }, {}),
  },
  'modified-no-clears-modifications': {
    previous: vehicle(
      { is_modified: true, modifications: [{ type: 'LADDER' }] },
      { vehicle_modification_1: 'LADDER' },
    ),
    next: vehicle(
      { is_modified: false, modifications: [{ type: 'LADDER' }] },
      { vehicle_modification_1: 'LADDER' },
    ),
    expected: vehicle({ is_modified: false }, {}),
  },
  'last-modification-removed-answers-no': {
    previous: vehicle(
      { is_modified: true, modifications: [{ type: 'LADDER' }] },
      { vehicle_modification_1: 'LADDER' },
    ),
    next: vehicle({ is_modified: true, modifications: [] }, { vehicle_modification_1: 'LADDER' }),
    expected: vehicle({ is_modified: false }, {}),
  },
  'modifications-copied-into-duqs': {
    previous: vehicle(
      { is_modified: true, modifications: [{ type: 'LADDER' }, { type: 'TOWBAR' }] },
      { vehicle_modification_1: 'LADDER', vehicle_modification_2: 'TOWBAR' },
    ),
    next: vehicle(
      { is_modified: true, modifications: [{ type: 'TOWBAR' }, { type: 'ROOFRACK' }, { type: 'RACKING' }] },
      { vehicle_modification_1: 'LADDER', vehicle_modification_2: 'TOWBAR' },
    ),
    expected: vehicle(
      { is_modified: true, modifications: [{ type: 'TOWBAR' }, { type: 'ROOFRACK' }, { type: 'RACKING' }] },
      {
        vehicle_modification_1: 'TOWBAR',
        vehicle_modification_2: 'ROOFRACK',
        vehicle_modification_3: 'RACKING',
      },
    ),
  },
  'uk-born-change-clears-resident-since': {
    previous: driver({ resident: { is_uk_born: false, since: '2008-09-01' } }),
    next: driver({ resident: { is_uk_born: true, since: '2008-09-01' } }),
    expected: driver({ resident: { is_uk_born: true } }),
  },
  'full-time-education-sets-student-industry': {
    previous: job({ status: 'Employed', role: 'S44', industry: '294' }),
    next: job({ status: 'FullTmEdu', role: 'S44', industry: '294' }),
    expected: job({ status: 'FullTmEdu', role: 'S44', industry: '950' }),
  },
  'full-time-education-keeps-student-roles-only': {
    previous: job({ status: 'FullTmEdu', role: 'S44', industry: '950' }),
    next: job({ status: 'FullTmEdu', role: 'T06', industry: '950' }),
    expected: job({ status: 'FullTmEdu', industry: '950' }),
  },
  'leaving-full-time-education-clears-student-industry': {
    previous: job({ status: 'FullTmEdu', role: 'S44', industry: '950' }),
    next: job({ status: 'Employed', role: 'S44', industry: '950' }),
    expected: job({ status: 'Employed', role: 'S44' }),
  },
  'no-job-clears-occupation': {
    previous: proposer({
      full_time_occupation: { status: 'Employed', role: 'T06', industry: '294' },
      has_part_time_occupation: true,
      part_time_occupation: { status: 'SelfEmp' },
    }),
    next: proposer({
      full_time_occupation: { status: 'Retired', role: 'T06', industry: '294' },
      has_part_time_occupation: true,
      part_time_occupation: { status: 'SelfEmp' },
    }),
    expected: proposer({ full_time_occupation: { status: 'Retired' } }),
  },
  'second-occupation-yes-creates-blank-record': {
    previous: proposer({ has_part_time_occupation: false, part_time_occupation: null }),
    next: proposer({ has_part_time_occupation: true, part_time_occupation: null }),
    expected: proposer({ has_part_time_occupation: true, part_time_occupation: {} }),
  },
  'second-occupation-no-sets-null': {
    previous: driver({ has_part_time_occupation: true, part_time_occupation: { status: 'SelfEmp' } }),
    next: driver({ has_part_time_occupation: false, part_time_occupation: { status: 'SelfEmp' } }),
    expected: driver({ has_part_time_occupation: false, part_time_occupation: null }),
  },
  'education-hidden-clears-level': {
    previous: risk({ source_of_business: 'Website', duqs: { education_level: 'VOC' } }),
    next: risk({ source_of_business: '104', duqs: { education_level: 'VOC' } }),
    expected: risk({ source_of_business: '104', duqs: {} }),
  },
  'no-licence-clears-licence-date': {
    previous: driver(details({ licence: { type: 'F', date: '2005-07-12' } })),
    next: driver(details({ licence: { type: '<No Licence>', date: '2005-07-12' } })),
    expected: driver(details({ licence: { type: '<No Licence>' } })),
  },
  'convictions-no-clears-convictions': {
    previous: proposer(details({ licence: { has_convictions: true, convictions: [conviction] } })),
    next: proposer(details({ licence: { has_convictions: false, convictions: [conviction] } })),
    expected: proposer(details({ licence: { has_convictions: false } })),
  },
  'last-conviction-removed-answers-no': {
    previous: driver(details({ licence: { has_convictions: true, convictions: [conviction] } })),
    next: driver(details({ licence: { has_convictions: true, convictions: [] } })),
    expected: driver(details({ licence: { has_convictions: false } })),
  },
  'claims-no-clears-claims': {
    previous: driver(details({ has_claims: true, claims: [claim] })),
    next: driver(details({ has_claims: false, claims: [claim] })),
    expected: driver(details({ has_claims: false })),
  },
  'last-claim-removed-answers-no': {
    previous: proposer(details({ has_claims: true, claims: [claim, { ...claim, date: '2024-01-02' }] })),
    next: proposer(details({ has_claims: true, claims: [] })),
    expected: proposer(details({ has_claims: false })),
  },
  'medical-condition-no-clears-condition': {
    previous: driver(
      details({ has_medical_condition: true, medical_condition: { code: 'EPIL', claims: true } }),
    ),
    next: driver(
      details({ has_medical_condition: false, medical_condition: { code: 'EPIL', claims: true } }),
    ),
    expected: driver(details({ has_medical_condition: false })),
  },
  'motoring-organisation-no-clears-organisation': {
    previous: proposer(details({ has_motoring_organisation: true, motoring_organisation: 'AA' })),
    next: proposer(details({ has_motoring_organisation: false, motoring_organisation: 'AA' })),
    expected: proposer(details({ has_motoring_organisation: false })),
  },
  'other-vehicles-no-clears-type': {
    previous: driver(details({ has_access_to_other_vehicles: true, access_to_other_vehicles: 'OC' })),
    next: driver(details({ has_access_to_other_vehicles: false, access_to_other_vehicles: 'OC' })),
    expected: driver(details({ has_access_to_other_vehicles: false })),
  },
  'pass-plus-no-clears-date': {
    previous: proposer(details({ tests: { has_pass_plus: true, pass_plus_date: '2003-01-10' } })),
    next: proposer(details({ tests: { has_pass_plus: false, pass_plus_date: '2003-01-10' } })),
    expected: proposer(details({ tests: { has_pass_plus: false } })),
  },
  'proposer-pass-plus-no-clears-date': {
    previous: risk({
      proposer: details({ tests: { pass_plus_date: '2003-01-10' } }),
      duqs: { proposer_has_pass_plus: true },
    }),
    next: risk({
      proposer: details({ tests: { pass_plus_date: '2003-01-10' } }),
      duqs: { proposer_has_pass_plus: false },
    }),
    expected: risk({ proposer: details({ tests: {} }), duqs: { proposer_has_pass_plus: false } }),
  },
  'no-own-damage-cost-clears-amount': {
    previous: driver(
      details({ has_claims: true, claims: [{ ...claim, has_own_damage_cost: true, own_damage_cost: 2350 }] }),
    ),
    next: driver(
      details({
        has_claims: true,
        claims: [{ ...claim, has_own_damage_cost: false, own_damage_cost: 2350 }],
      }),
    ),
    expected: driver(details({ has_claims: true, claims: [{ ...claim, has_own_damage_cost: false }] })),
  },
  'no-third-party-cost-clears-amount': {
    previous: proposer(
      details({
        has_claims: true,
        claims: [{ ...claim, has_third_party_cost: true, third_party_cost: 900 }],
      }),
    ),
    next: proposer(
      details({
        has_claims: true,
        claims: [{ ...claim, has_third_party_cost: false, third_party_cost: 900 }],
      }),
    ),
    expected: proposer(details({ has_claims: true, claims: [{ ...claim, has_third_party_cost: false }] })),
  },
  'no-ban-clears-ban-months': {
    previous: driver(
      details({
        licence: {
          has_convictions: true,
          convictions: [{ ...conviction, has_ban_months: true, ban_months: 6 }],
        },
      }),
    ),
    next: driver(
      details({
        licence: {
          has_convictions: true,
          convictions: [{ ...conviction, has_ban_months: false, ban_months: 6 }],
        },
      }),
    ),
    expected: driver(
      details({
        licence: { has_convictions: true, convictions: [{ ...conviction, has_ban_months: false }] },
      }),
    ),
  },
  'licence-number-not-given-clears-number': {
    previous: proposer(
      details({ licence: { has_provided_licence_number: true, number: 'OCONN806144J99AB' } }),
    ),
    next: proposer(details({ licence: { has_provided_licence_number: false, number: 'OCONN806144J99AB' } })),
    expected: proposer(details({ licence: { has_provided_licence_number: false } })),
  },
  'no-treatment-clears-treatment-description': {
    previous: proposer(
      details({ medical_condition: { is_receiving_treatment: true, treatment_description: 'Tablets' } }),
    ),
    next: proposer(
      details({ medical_condition: { is_receiving_treatment: false, treatment_description: 'Tablets' } }),
    ),
    expected: proposer(details({ medical_condition: { is_receiving_treatment: false } })),
  },
  'no-insulin-clears-insulin-units': {
    previous: driver(details({ medical_condition: { has_insulin_injections: true, insulin_units: 40 } })),
    next: driver(details({ medical_condition: { has_insulin_injections: false, insulin_units: 40 } })),
    expected: driver(details({ medical_condition: { has_insulin_injections: false } })),
  },
  'kept-at-home-clears-kept-postcode': {
    previous: vehicle({ is_kept_at_proposer_postcode: false, kept_postcode: 'LS6 1HR' }),
    next: vehicle({ is_kept_at_proposer_postcode: true, kept_postcode: 'LS6 1HR' }),
    expected: vehicle({ is_kept_at_proposer_postcode: true }),
  },
  'cover-not-comprehensive-resets-voluntary-excess': {
    previous: risk({ vehicle: { cover_type: 'C' }, voluntary_excess: 250 }),
    next: risk({ vehicle: { cover_type: 'TPO' }, voluntary_excess: 250 }),
    expected: risk({ vehicle: { cover_type: 'TPO' }, voluntary_excess: 0 }),
  },
  'no-ncd-clears-protection': {
    previous: risk({
      has_previous_insurance: true,
      previous_insurance: { ncd: { years: 3, is_protected: true } },
    }),
    next: risk({
      has_previous_insurance: true,
      previous_insurance: { ncd: { years: 0, is_protected: true } },
    }),
    expected: risk({ has_previous_insurance: true, previous_insurance: { ncd: { years: 0 } } }),
  },
  'no-previous-insurance-clears-it': {
    previous: risk({ has_previous_insurance: true, previous_insurance: { ncd: { years: 6 }, type: 'VAN' } }),
    next: risk({ has_previous_insurance: false, previous_insurance: { ncd: { years: 6 }, type: 'VAN' } }),
    expected: risk({ has_previous_insurance: false }),
  },
  'previous-insurance-yes-starts-blank': {
    previous: risk({ has_previous_insurance: false }),
    next: risk({ has_previous_insurance: true }),
    expected: risk({ has_previous_insurance: true, previous_insurance: {} }),
  },
  'additional-drivers-no-clears-drivers': {
    previous: risk({
      has_additional_drivers: true,
      additional_drivers: [{ ...siobhan, relationship_to_proposer: 'S' }],
      duqs: {
        marital_status_proposer: 'M',
        marital_status_driver_1: 'M',
        relationship_to_proposer_driver_1: 'S',
      },
    }),
    next: risk({
      has_additional_drivers: false,
      additional_drivers: [{ ...siobhan, relationship_to_proposer: 'S' }],
      duqs: {
        marital_status_proposer: 'M',
        marital_status_driver_1: 'M',
        relationship_to_proposer_driver_1: 'S',
      },
    }),
    expected: risk({ has_additional_drivers: false, duqs: { marital_status_proposer: 'M' } }),
  },
  'last-driver-removed-answers-no': {
    previous: risk({
      has_additional_drivers: true,
      additional_drivers: [siobhan],
      duqs: { marital_status_driver_1: 'M' },
    }),
    next: risk({
      has_additional_drivers: true,
      additional_drivers: [],
      duqs: { marital_status_driver_1: 'M' },
    }),
    expected: risk({ has_additional_drivers: false, duqs: {} }),
  },
  'driver-answers-follow-their-driver': {
    previous: risk({
      has_additional_drivers: true,
      additional_drivers: [siobhan, aoife, ciaran],
      duqs: {
        marital_status_driver_1: 'M',
        marital_status_driver_2: 'S',
        marital_status_driver_3: 'W',
        relationship_to_proposer_driver_1: 'S',
        relationship_to_proposer_driver_2: 'D',
        relationship_to_proposer_driver_3: 'F',
      },
    }),
    next: risk({
      has_additional_drivers: true,
      additional_drivers: [siobhan, ciaran],
      duqs: {
        marital_status_driver_1: 'M',
        marital_status_driver_2: 'S',
        marital_status_driver_3: 'W',
        relationship_to_proposer_driver_1: 'S',
        relationship_to_proposer_driver_2: 'D',
        relationship_to_proposer_driver_3: 'F',
      },
    }),
    expected: risk({
      has_additional_drivers: true,
      additional_drivers: [siobhan, ciaran],
      duqs: {
        marital_status_driver_1: 'M',
        marital_status_driver_2: 'W',
        relationship_to_proposer_driver_1: 'S',
        relationship_to_proposer_driver_2: 'F',
      },
    }),
  },
  'driver-relationship-copied-into-duqs': {
    previous: risk({
      additional_drivers: [{ ...siobhan, relationship_to_proposer: 'S' }],
      duqs: { relationship_to_proposer_driver_1: 'S' },
    }),
    next: risk({
      additional_drivers: [{ ...siobhan, relationship_to_proposer: 'C' }],
      duqs: { relationship_to_proposer_driver_1: 'S' },
    }),
    expected: risk({
      additional_drivers: [{ ...siobhan, relationship_to_proposer: 'C' }],
      duqs: { relationship_to_proposer_driver_1: 'C' },
    }),
  },
};
