import { FALLBACK, licence, type StepCases } from './stepCases';

const claim = {
  description: 'AF',
  date: '2024-01-10',
  has_own_damage_cost: false,
  has_third_party_cost: false,
  is_ncb_prejudiced: true,
  is_personal_injury: false,
};

export const yourDrivingCases: StepCases = {
  step: 'your-driving',
  refused: [
    {
      description: 'no licence type',
      answers: { [`${licence}.type`]: undefined },
      path: `${licence}.type`,
      message: FALLBACK,
    },
    {
      description: 'a licence without its date',
      answers: { [`${licence}.date`]: undefined },
      path: `${licence}.date`,
      message: FALLBACK,
    },
    {
      description: 'a licence the day before the 17th birthday',
      answers: { [`${licence}.date`]: '2001-06-13' },
      path: `${licence}.date`,
      message: 'Please enter a date from your 17th birthday',
    },
    {
      description: 'a licence from tomorrow',
      answers: { [`${licence}.date`]: '2026-11-21' },
      path: `${licence}.date`,
      message: 'Please enter a date up to today',
    },
    {
      description: 'convictions, none listed',
      answers: { [`${licence}.convictions`]: [] },
      path: `${licence}.convictions`,
      message: 'Please add at least one conviction',
    },
    {
      description: 'convictions, no list',
      answers: { [`${licence}.convictions`]: undefined },
      path: `${licence}.convictions`,
      message: 'Please add at least one conviction',
    },
    {
      description: 'a conviction older than 5 years',
      answers: { [`${licence}.convictions.0.conviction_date`]: '2021-11-19' },
      path: `${licence}.convictions.0.conviction_date`,
      message: 'Please provide a conviction date within 5 years',
    },
    {
      description: 'a conviction without points',
      answers: { [`${licence}.convictions.0.points`]: undefined },
      path: `${licence}.convictions.0.points`,
      message: FALLBACK,
    },
    {
      description: 'a ban without its length',
      answers: { [`${licence}.convictions.0.has_ban_months`]: true },
      path: `${licence}.convictions.0.ban_months`,
      message: FALLBACK,
    },
    {
      description: 'a drink-driving conviction without the reading type',
      answers: { [`${licence}.convictions.0.code`]: 'DR10' },
      path: `${licence}.convictions.0.alcohol_reading_type`,
      message: FALLBACK,
    },
    {
      description: 'a breath reading without its value',
      answers: {
        [`${licence}.convictions.0.code`]: 'DR10',
        [`${licence}.convictions.0.alcohol_reading_type`]: 'B',
      },
      path: `${licence}.convictions.0.alcohol_reading`,
      message: FALLBACK,
    },
    {
      description: 'claims, none listed',
      answers: { 'risk.proposer.driver_details.claims': [] },
      path: 'risk.proposer.driver_details.claims',
      message: 'Please add at least one claim',
    },
    {
      description: 'six claims',
      answers: { 'risk.proposer.driver_details.claims': Array(6).fill(claim) },
      path: 'risk.proposer.driver_details.claims',
      message: 'Please add no more than 5 claims',
    },
    {
      description: 'a claim older than 5 years',
      answers: { 'risk.proposer.driver_details.claims.0.date': '2021-11-19' },
      path: 'risk.proposer.driver_details.claims.0.date',
      message: 'Please provide a claim date within 5 years',
    },
    {
      description: 'a claim tomorrow',
      answers: { 'risk.proposer.driver_details.claims.0.date': '2026-11-21' },
      path: 'risk.proposer.driver_details.claims.0.date',
      message: 'Please enter a date up to today',
    },
    {
      description: 'own damage without its cost',
      answers: { 'risk.proposer.driver_details.claims.0.own_damage_cost': undefined },
      path: 'risk.proposer.driver_details.claims.0.own_damage_cost',
      message: FALLBACK,
    },
    {
      description: 'a negative cost',
      answers: { 'risk.proposer.driver_details.claims.0.own_damage_cost': -5 },
      path: 'risk.proposer.driver_details.claims.0.own_damage_cost',
      message: "The value can't be less than 0",
    },
    {
      description: 'a third-party cost without its amount',
      answers: { 'risk.proposer.driver_details.claims.0.has_third_party_cost': true },
      path: 'risk.proposer.driver_details.claims.0.third_party_cost',
      message: FALLBACK,
    },
    {
      description: 'a medical condition: the DVLA questions',
      answers: { 'risk.proposer.driver_details.has_medical_condition': true },
      path: 'risk.proposer.driver_details.medical_condition.is_dvla_notified',
      message: FALLBACK,
    },
    {
      description: 'a medical condition without its code',
      answers: { 'risk.proposer.driver_details.has_medical_condition': true },
      path: 'risk.proposer.driver_details.medical_condition.code',
      message: FALLBACK,
    },
    {
      description: 'a motoring organisation, none named',
      answers: { 'risk.proposer.driver_details.has_motoring_organisation': true },
      path: 'risk.proposer.driver_details.motoring_organisation',
      message: FALLBACK,
    },
    {
      description: 'other vehicles, none named',
      answers: { 'risk.proposer.driver_details.has_access_to_other_vehicles': true },
      path: 'risk.proposer.driver_details.access_to_other_vehicles',
      message: FALLBACK,
    },
    {
      description: 'Pass Plus not answered',
      answers: { 'risk.proposer.driver_details.tests': {} },
      path: 'risk.proposer.driver_details.tests.has_pass_plus',
      message: FALLBACK,
    },
    {
      description: 'Pass Plus before the licence',
      answers: {
        'risk.proposer.driver_details.tests': { has_pass_plus: true, pass_plus_date: '2002-09-19' },
      },
      path: 'risk.proposer.driver_details.tests.pass_plus_date',
      message: 'Please enter a date from when you got your licence',
    },
    {
      description: 'Pass Plus tomorrow',
      answers: {
        'risk.proposer.driver_details.tests': { has_pass_plus: true, pass_plus_date: '2026-11-21' },
      },
      path: 'risk.proposer.driver_details.tests.pass_plus_date',
      message: 'Please enter a date up to today',
    },
  ],
  accepted: [
    {
      description: 'no licence: no date asked',
      answers: { [`${licence}.type`]: '<No Licence>', [`${licence}.date`]: undefined },
    },
    { description: 'a licence on the 17th birthday', answers: { [`${licence}.date`]: '2001-06-14' } },
    {
      description: 'no convictions: no list asked',
      answers: { [`${licence}.has_convictions`]: false, [`${licence}.convictions`]: undefined },
    },
    {
      description: 'a refused specimen: no reading asked',
      answers: {
        [`${licence}.convictions.0.code`]: 'DR30',
        [`${licence}.convictions.0.alcohol_reading_type`]: 'R',
      },
    },
    {
      description: 'no claims: no list asked',
      answers: {
        'risk.proposer.driver_details.has_claims': false,
        'risk.proposer.driver_details.claims': undefined,
      },
    },
    {
      description: 'Pass Plus without its date (optional)',
      answers: { 'risk.proposer.driver_details.tests': { has_pass_plus: true } },
    },
    {
      description: 'a medical condition answered in full',
      answers: {
        'risk.proposer.driver_details.has_medical_condition': true,
        'risk.proposer.driver_details.medical_condition': {
          code: 'EPIL',
          date: '2015-03-01',
          status: 'STABLE',
          is_dvla_notified: true,
          has_dvla_restriction: false,
          is_vehicle_modified: false,
          is_receiving_treatment: false,
        },
      },
    },
  ],
};
