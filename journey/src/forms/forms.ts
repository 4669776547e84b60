import confirmDetailsSchema from '../../forms/confirm-details/schema.json';
import confirmDetailsUi from '../../forms/confirm-details/ui.json';
import directDebitSchema from '../../forms/direct-debit/schema.json';
import directDebitUi from '../../forms/direct-debit/ui.json';
import recallSchema from '../../forms/recall/schema.json';
import recallUi from '../../forms/recall/ui.json';
import registrationCheckSchema from '../../forms/registration-check/schema.json';
import registrationCheckUi from '../../forms/registration-check/ui.json';
import startDateSchema from '../../forms/start-date/schema.json';
import startDateUi from '../../forms/start-date/ui.json';
import thirdPartyAuthoritySchema from '../../forms/third-party-authority/schema.json';
import thirdPartyAuthorityUi from '../../forms/third-party-authority/ui.json';
import voluntaryExcessSchema from '../../forms/voluntary-excess/schema.json';
import voluntaryExcessUi from '../../forms/voluntary-excess/ui.json';
import coverDetailsSchema from '../../steps/06-cover-details/schema.json';
import driverQuestionsSchema from '../../steps/shared/driver-questions.schema.json';
import type { JourneyDocuments } from '../steps/stepTypes';
import { formNamesIn, loadForm, type LoadedForm } from './loadForm';

export { formNamesIn, loadForm, type LoadedForm };

/**
 * The smaller forms of the pages after the seven steps, each a JSON Schema and a UI schema under
 * journey/forms/<name>/, drawn by the same engine and checked by the same code as the steps.
 */
export const formNames = [
  'third-party-authority',
  'start-date',
  'registration-check',
  'confirm-details',
  'direct-debit',
  'recall',
  'voluntary-excess',
] as const;

export type FormName = (typeof formNames)[number];

// Imported statically so Vite bundles them and Node reads them alike; forms.test.ts fails when a
// folder under journey/forms/ is missing here.

/** Every document of journey/forms/, by path relative to journey/. */
export const formDocuments: JourneyDocuments = {
  'forms/third-party-authority/schema.json': thirdPartyAuthoritySchema,
  'forms/third-party-authority/ui.json': thirdPartyAuthorityUi,
  'forms/start-date/schema.json': startDateSchema,
  'forms/start-date/ui.json': startDateUi,
  'forms/registration-check/schema.json': registrationCheckSchema,
  'forms/registration-check/ui.json': registrationCheckUi,
  'forms/confirm-details/schema.json': confirmDetailsSchema,
  'forms/confirm-details/ui.json': confirmDetailsUi,
  'forms/direct-debit/schema.json': directDebitSchema,
  'forms/direct-debit/ui.json': directDebitUi,
  'forms/recall/schema.json': recallSchema,
  'forms/recall/ui.json': recallUi,
  'forms/voluntary-excess/schema.json': voluntaryExcessSchema,
  'forms/voluntary-excess/ui.json': voluntaryExcessUi,
};

/**
 * What the forms' references name: the recall's date of birth takes the driver's ages from the
 * driver questions, the price page's start date and voluntary excess their limits from step 6.
 */
const referencedDocuments: JourneyDocuments = {
  'steps/shared/driver-questions.schema.json': driverQuestionsSchema,
  'steps/06-cover-details/schema.json': coverDetailsSchema,
};

/** The forms of journey/forms, by name. */
export const journeyForms = Object.fromEntries(
  formNames.map((name) => [name, loadForm(name, { ...referencedDocuments, ...formDocuments })]),
) as Record<FormName, LoadedForm>;

/**
 * The third-party-authority details, which answering No clears (price page and server alike):
 * the questions the form asks when the answer is Yes.
 */
export const thirdPartyAuthorityDetails = [
  'tpa_title',
  'tpa_forename',
  'tpa_surname',
  'tpa_date_of_birth',
  'tpa_email',
  'tpa_phone',
] as const;
