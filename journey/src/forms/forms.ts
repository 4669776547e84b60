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
import { isObject } from '../steps/documentRefs';
import type { JourneyDocuments, JsonObject } from '../steps/stepTypes';

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

/** One form, loaded: its schema (over the body its call sends) and its UI schema. */
export interface LoadedForm {
  name: string;
  title: string;
  schema: JsonObject;
  ui: JsonObject;
}

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

/** The names of the forms among some journey documents: each folder with a schema.json. */
export function formNamesIn(documents: JourneyDocuments): string[] {
  return Object.keys(documents)
    .map((path) => /^forms\/([^/]+)\/schema\.json$/.exec(path)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

/** Loads one form; throws naming the file when a document is missing or not an object. */
export function loadForm(name: string, documents: JourneyDocuments): LoadedForm {
  const schemaPath = `forms/${name}/schema.json`;
  const uiPath = `forms/${name}/ui.json`;
  const schema = documents[schemaPath];
  const ui = documents[uiPath];
  if (!isObject(schema)) throw new Error(`${schemaPath} is missing`);
  if (!isObject(ui)) throw new Error(`${uiPath} is missing`);
  return { name, title: typeof schema.title === 'string' ? schema.title : name, schema, ui };
}

/** The forms of journey/forms, by name. */
export const journeyForms = Object.fromEntries(
  formNames.map((name) => [name, loadForm(name, formDocuments)]),
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
