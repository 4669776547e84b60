import { isObject } from '../steps/documentRefs';
import { fillKeywordValues } from '../steps/keywordValues';
import { inlineReferences } from '../steps/resolveSchema';
import type { JourneyDocuments, JsonObject } from '../steps/stepTypes';
import { withFormTextValues } from './formTextValues';

// Kept apart from forms.ts, which imports the form documents: the journey checker loads forms
// from the documents it is given, so a broken form file is a finding, never a failed import.

/** One form, loaded: its schema (over the body its call sends) and its UI schema. */
export interface LoadedForm {
  name: string;
  title: string;
  schema: JsonObject;
  ui: JsonObject;
}

/** The names of the forms among some journey documents: each folder with a schema.json. */
export function formNamesIn(documents: JourneyDocuments): string[] {
  return Object.keys(documents)
    .map((path) => /^forms\/([^/]+)\/schema\.json$/.exec(path)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

/**
 * Loads one form; throws naming the file when a document is missing or not an object, or when a
 * reference is broken. A form may name a step's limit instead of copying it
 * (`"minAge": { "$ref": "../../steps/shared/driver-questions.schema.json#/..." }`), so its
 * documents include the steps' shared ones.
 */
export function loadForm(name: string, documents: JourneyDocuments): LoadedForm {
  const schemaPath = `forms/${name}/schema.json`;
  const uiPath = `forms/${name}/ui.json`;
  const schema = documents[schemaPath];
  const ui = documents[uiPath];
  if (!isObject(schema)) throw new Error(`${schemaPath} is missing`);
  if (!isObject(ui)) throw new Error(`${uiPath} is missing`);
  // Its messages say their question's own limits ({latestDate.days}), filled in as a step's are.
  const filled = fillKeywordValues(
    inlineReferences(schema, schemaPath, documents, (text) => text),
  ) as JsonObject;
  // Its UI texts say the form's limits by the question they belong to ({....date_of_birth.minAge}).
  const title = typeof schema.title === 'string' ? schema.title : name;
  return { name, title, schema: filled, ui: withFormTextValues(ui, filled) as JsonObject };
}
