import { FALLBACK, proposer, type StepCases } from './stepCases';

export const yourDetailsCases: StepCases = {
  step: 'your-details',
  refused: [
    {
      description: 'no marital status',
      answers: { 'risk.duqs.marital_status_proposer': undefined },
      path: 'risk.duqs.marital_status_proposer',
      message: FALLBACK,
    },
    {
      description: 'UK-born not answered',
      answers: { [`${proposer}.resident.is_uk_born`]: undefined },
      path: `${proposer}.resident.is_uk_born`,
      message: FALLBACK,
    },
    {
      description: 'not UK-born, no date',
      answers: { [`${proposer}.resident.is_uk_born`]: false },
      path: `${proposer}.resident.since`,
      message: FALLBACK,
    },
    {
      description: 'resident from tomorrow',
      answers: { [`${proposer}.resident`]: { is_uk_born: false, since: '2026-11-21' } },
      path: `${proposer}.resident.since`,
      message: 'Please enter a date up to today',
    },
    {
      description: 'resident before birth',
      answers: { [`${proposer}.resident`]: { is_uk_born: false, since: '1980-01-01' } },
      path: `${proposer}.resident.since`,
      message: 'Please enter a date from your date of birth',
    },
    {
      description: 'no mobile',
      answers: { [`${proposer}.phone_numbers.mobile`]: undefined },
      path: `${proposer}.phone_numbers.mobile`,
      message: FALLBACK,
    },
    {
      description: 'a mobile that is no UK number',
      answers: { [`${proposer}.phone_numbers.mobile`]: '12345' },
      path: `${proposer}.phone_numbers.mobile`,
      message: 'Please provide a valid UK phone number.',
    },
    {
      description: 'an alternative phone that is no UK number',
      answers: { [`${proposer}.phone_numbers.other`]: '+33 1 23' },
      path: `${proposer}.phone_numbers.other`,
      message: 'Please provide a valid UK phone number.',
    },
    {
      description: 'no postcode',
      answers: { [`${proposer}.address.postcode`]: undefined },
      path: `${proposer}.address.postcode`,
      message: 'Please enter your postcode',
    },
    {
      description: 'a postcode that is none',
      answers: { [`${proposer}.address.postcode`]: 'XYZ' },
      path: `${proposer}.address.postcode`,
      message: 'This field must be a valid UK postcode.',
    },
    {
      description: 'no address chosen',
      answers: { [`${proposer}.address.line_1`]: undefined },
      path: `${proposer}.address.line_1`,
      message: 'Please search for your address and select it from the list.',
    },
    {
      description: 'criminal convictions not answered',
      answers: { [`${proposer}.has_non_rta_conviction`]: undefined },
      path: `${proposer}.has_non_rta_conviction`,
      message: FALLBACK,
    },
    {
      description: 'no employment status',
      answers: { [`${proposer}.full_time_occupation`]: {} },
      path: `${proposer}.full_time_occupation.status`,
      message: FALLBACK,
    },
    {
      description: 'working, no occupation',
      answers: { [`${proposer}.full_time_occupation.role`]: undefined },
      path: `${proposer}.full_time_occupation.role`,
      message: FALLBACK,
    },
    {
      description: 'working, no industry',
      answers: { [`${proposer}.full_time_occupation.industry`]: undefined },
      path: `${proposer}.full_time_occupation.industry`,
      message: FALLBACK,
    },
    {
      description: 'a student, no occupation',
      answers: { [`${proposer}.full_time_occupation`]: { status: 'FullTmEdu' } },
      path: `${proposer}.full_time_occupation.role`,
      message: FALLBACK,
    },
    {
      description: 'working, second job not answered',
      answers: { [`${proposer}.has_part_time_occupation`]: undefined },
      path: `${proposer}.has_part_time_occupation`,
      message: FALLBACK,
    },
    {
      description: 'a second job that is null',
      answers: { [`${proposer}.has_part_time_occupation`]: true },
      path: `${proposer}.part_time_occupation`,
      message: FALLBACK,
    },
    {
      description: 'a second job without its occupation',
      answers: {
        [`${proposer}.has_part_time_occupation`]: true,
        [`${proposer}.part_time_occupation`]: { status: 'Employed' },
      },
      path: `${proposer}.part_time_occupation.role`,
      message: FALLBACK,
    },
    {
      description: 'no education, source of business not given',
      answers: { 'risk.duqs.education_level': undefined },
      path: 'risk.duqs.education_level',
      message: FALLBACK,
    },
    {
      description: 'no education, source of business empty',
      answers: { 'risk.duqs.education_level': undefined, 'risk.source_of_business': '' },
      path: 'risk.duqs.education_level',
      message: FALLBACK,
    },
    {
      description: 'no education, source of business Website',
      answers: { 'risk.duqs.education_level': undefined, 'risk.source_of_business': 'Website' },
      path: 'risk.duqs.education_level',
      message: FALLBACK,
    },
    {
      description: 'no education, source of business null',
      answers: { 'risk.duqs.education_level': undefined, 'risk.source_of_business': null },
      path: 'risk.duqs.education_level',
      message: FALLBACK,
    },
  ],
  accepted: [
    { description: 'UK-born: no date asked', answers: { [`${proposer}.resident`]: { is_uk_born: true } } },
    {
      description: 'no alternative phone (optional)',
      answers: { [`${proposer}.phone_numbers.other`]: undefined },
    },
    {
      description: 'retired: no occupation, industry or second job asked',
      answers: {
        [`${proposer}.full_time_occupation`]: { status: 'Retired' },
        [`${proposer}.has_part_time_occupation`]: undefined,
      },
    },
    {
      description: 'a household person: likewise',
      answers: {
        [`${proposer}.full_time_occupation`]: { status: 'HsePerson' },
        [`${proposer}.has_part_time_occupation`]: undefined,
      },
    },
    {
      description: 'a student: no industry asked',
      answers: { [`${proposer}.full_time_occupation`]: { status: 'FullTmEdu', role: 'S44' } },
    },
    {
      description: 'a second job answered in full',
      answers: {
        [`${proposer}.has_part_time_occupation`]: true,
        [`${proposer}.part_time_occupation`]: { status: 'SelfEmp', role: 'T06', industry: '294' },
      },
    },
    {
      description: 'source of business Direct: no education asked',
      answers: { 'risk.duqs.education_level': undefined, 'risk.source_of_business': 'Direct' },
    },
    {
      description: 'an aggregator: no education asked',
      answers: { 'risk.duqs.education_level': undefined, 'risk.source_of_business': '104' },
    },
  ],
};
