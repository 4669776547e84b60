import { describe, expect, test } from 'vitest';
import { createAjv } from '../../../schemas/src/createAjv';
import { proposalFixture, proposalStep1Fixture } from '../../../tests/fixtures/index';
import { journeyListValues } from '../lists/journeyLists';
import { aboutYouCases } from './cases/aboutYouCases';
import { aboutYourVanCases } from './cases/aboutYourVanCases';
import { additionalDriversCases } from './cases/additionalDriversCases';
import { coverDetailsCases } from './cases/coverDetailsCases';
import { driver, FALLBACK } from './cases/stepCases';
import { usingTheVanCases } from './cases/usingTheVanCases';
import { yourDetailsCases } from './cases/yourDetailsCases';
import { yourDrivingCases } from './cases/yourDrivingCases';
import { createSteps } from './steps';
import { proposalWith, testAjv, thirdPerson } from './stepTestHelpers';
import { validateProposal } from './validateProposal';

// Each step's table (cases/) lists answers it refuses, with the exact message at the exact path,
// and answers it accepts: a conditional question is required when shown and not when hidden.
const tables = [
  aboutYouCases,
  aboutYourVanCases,
  yourDetailsCases,
  yourDrivingCases,
  usingTheVanCases,
  coverDetailsCases,
  additionalDriversCases,
];

describe('validateProposal', () => {
  test('the complete fixture passes every step and the entity schema', () => {
    expect(validateProposal(testAjv, proposalFixture())).toEqual([]);
  });

  test('the step-1 fixture passes step 1', () => {
    expect(validateProposal(testAjv, proposalStep1Fixture(), { upToStep: 'about-you' })).toEqual([]);
  });

  test('an empty proposal has the messages of step 1, at each question', () => {
    expect(validateProposal(testAjv, {}, { upToStep: 1 })).toEqual([
      { path: 'risk.proposer.name.title', message: 'Select your title' },
      { path: 'risk.proposer.name.forenames', message: 'Enter your first name' },
      { path: 'risk.proposer.name.surname', message: 'Enter your last name' },
      { path: 'risk.proposer.date_of_birth', message: 'Enter your date of birth' },
      { path: 'risk.proposer.email_address', message: FALLBACK },
      { path: 'risk.proposer.has_insurance_refused', message: FALLBACK },
      { path: 'risk.duqs.has_public_liability', message: FALLBACK },
      { path: 'risk.duqs.business_established_months', message: FALLBACK },
      { path: 'risk.userfields.has_email_consent', message: FALLBACK },
    ]);
  });

  describe.each(tables)('$step', ({ step, refused, accepted }) => {
    test.each(refused)('refuses $description: "$message" at $path', ({ answers, path, message }) => {
      const errors = validateProposal(testAjv, proposalWith(answers), { upToStep: step });
      expect(errors).toContainEqual({ path, message });
    });

    test.each(accepted)('accepts $description', ({ answers }) => {
      expect(validateProposal(testAjv, proposalWith(answers), { upToStep: step })).toEqual([]);
    });
  });

  test('an empty string is no answer: the step’s message, not the entity’s format message', () => {
    const errors = validateProposal(testAjv, proposalWith({ 'risk.proposer.name.forenames': '' }));
    expect(errors).toEqual([{ path: 'risk.proposer.name.forenames', message: 'Enter your first name' }]);
  });

  test('what only the entity schema knows is reported too', () => {
    expect(validateProposal(testAjv, proposalWith({ 'risk.colour': 'red' }))).toEqual([
      { path: 'risk.colour', message: '"colour" is not a question of this form.' },
    ]);
  });

  test('later steps are not checked before they are reached', () => {
    expect(validateProposal(testAjv, proposalStep1Fixture(), { upToStep: 'about-you' })).toEqual([]);
    expect(validateProposal(testAjv, proposalStep1Fixture(), { upToStep: 2 })).toContainEqual({
      path: 'risk.vehicle.has_registration',
      message: FALLBACK,
    });
  });

  test('the clock decides which start dates pass', () => {
    const later = createAjv({}, { today: () => '2026-12-02', lists: journeyListValues });
    expect(validateProposal(later, proposalFixture(), { upToStep: 'cover-details' })).toEqual([
      { path: 'risk.start_date', message: 'Please enter a date from today' },
    ]);
  });

  test('an unknown step is a programming error', () => {
    expect(() => validateProposal(testAjv, {}, { upToStep: 'payment' })).toThrow(/no step "payment"/);
  });

  test('an ajv without the entity schemas is refused', async () => {
    const { default: Ajv } = await import('ajv');
    expect(() => validateProposal(new Ajv(), {})).toThrow(/createAjv/);
  });
});

describe('the additional driver’s questions, reworded', () => {
  const reworded = createSteps(thirdPerson);

  test.each([
    [{ [`${driver}.name.title`]: undefined }, `${driver}.name.title`, 'Select their title'],
    [{ [`${driver}.name.forenames`]: undefined }, `${driver}.name.forenames`, 'Enter their first name'],
    [{ [`${driver}.date_of_birth`]: undefined }, `${driver}.date_of_birth`, 'Enter their date of birth'],
    [
      { [`${driver}.date_of_birth`]: '2010-01-01' },
      `${driver}.date_of_birth`,
      'They need to be 17 years or over to take out insurance with us',
    ],
    [
      { [`${driver}.driver_details.licence.date`]: '2003-11-02' },
      `${driver}.driver_details.licence.date`,
      'Please enter a date from their 17th birthday',
    ],
    [
      { [`${driver}.resident.since`]: '1980-01-01' },
      `${driver}.resident.since`,
      'Please enter a date from their date of birth',
    ],
  ])('%j: "%s" says "%s"', (answers, path, message) => {
    expect(validateProposal(testAjv, proposalWith(answers), { steps: reworded })).toContainEqual({
      path,
      message,
    });
  });

  test('the proposer keeps the second person', () => {
    expect(
      validateProposal(testAjv, proposalWith({ 'risk.proposer.name.title': undefined }), { steps: reworded }),
    ).toEqual([{ path: 'risk.proposer.name.title', message: 'Select your title' }]);
  });
});
