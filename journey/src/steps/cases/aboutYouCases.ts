import { FALLBACK, proposer, type StepCases } from './stepCases';

export const aboutYouCases: StepCases = {
  step: 'about-you',
  refused: [
    {
      description: 'no title',
      answers: { [`${proposer}.name.title`]: undefined },
      path: `${proposer}.name.title`,
      message: 'Select your title',
    },
    {
      description: 'an empty first name',
      answers: { [`${proposer}.name.forenames`]: '' },
      path: `${proposer}.name.forenames`,
      message: 'Enter your first name',
    },
    {
      description: 'no last name',
      answers: { [`${proposer}.name.surname`]: undefined },
      path: `${proposer}.name.surname`,
      message: 'Enter your last name',
    },
    {
      description: 'a first name starting with a digit',
      answers: { [`${proposer}.name.forenames`]: '1James' },
      path: `${proposer}.name.forenames`,
      message: 'Please provide a valid name.',
    },
    {
      description: 'a last name of 51 letters',
      answers: { [`${proposer}.name.surname`]: 'A'.repeat(51) },
      path: `${proposer}.name.surname`,
      message: 'The question cannot exceed 50 characters.',
    },
    {
      description: 'no date of birth',
      answers: { [`${proposer}.date_of_birth`]: undefined },
      path: `${proposer}.date_of_birth`,
      message: 'Enter your date of birth',
    },
    {
      description: 'an impossible date of birth',
      answers: { [`${proposer}.date_of_birth`]: '1984-02-30' },
      path: `${proposer}.date_of_birth`,
      message: 'Please enter a valid date',
    },
    {
      description: '17 tomorrow',
      answers: { [`${proposer}.date_of_birth`]: '2009-11-21' },
      path: `${proposer}.date_of_birth`,
      message: 'You need to be 17 years or over to take out insurance with us',
    },
    {
      description: '121 today',
      answers: { [`${proposer}.date_of_birth`]: '1905-11-20' },
      path: `${proposer}.date_of_birth`,
      message: 'The age must be no more than 120 to proceed.',
    },
    {
      description: 'no e-mail address',
      answers: { [`${proposer}.email_address`]: undefined },
      path: `${proposer}.email_address`,
      message: FALLBACK,
    },
    {
      description: 'an e-mail address without a dot',
      answers: { [`${proposer}.email_address`]: 'james@example' },
      path: `${proposer}.email_address`,
      message: 'Please provide a valid email.',
    },
    {
      description: 'insurance refused not answered',
      answers: { [`${proposer}.has_insurance_refused`]: undefined },
      path: `${proposer}.has_insurance_refused`,
      message: FALLBACK,
    },
    {
      description: 'public liability not answered',
      answers: { 'risk.duqs.has_public_liability': undefined },
      path: 'risk.duqs.has_public_liability',
      message: FALLBACK,
    },
    {
      description: 'business months not answered',
      answers: { 'risk.duqs.business_established_months': undefined },
      path: 'risk.duqs.business_established_months',
      message: FALLBACK,
    },
    {
      description: 'business months past the list',
      answers: { 'risk.duqs.business_established_months': 1000 },
      path: 'risk.duqs.business_established_months',
      message: 'Please enter a value between 0 and 999.',
    },
    {
      description: 'marketing consent not answered',
      answers: { 'risk.userfields.has_email_consent': undefined },
      path: 'risk.userfields.has_email_consent',
      message: FALLBACK,
    },
  ],
  accepted: [{ description: '17 today', answers: { [`${proposer}.date_of_birth`]: '2009-11-20' } }],
};
