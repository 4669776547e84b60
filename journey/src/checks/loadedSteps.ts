import { isObject } from '../steps/documentRefs';
import { perDocuments } from './documentsMemo';
import { formNamesIn, loadForm } from '../forms/loadForm';
import { loadSteps, stepFolder } from '../steps/loadSteps';
import type { JourneyDocuments, LoadedStep } from '../steps/stepTypes';

/** A loaded step with the files it was read from, relative to journey/. */
export interface StepFiles {
  step: LoadedStep;
  schemaFile: string;
  uiFile: string;
}

export interface LoadedJourney {
  steps: StepFiles[];
  /** Why the steps could not be loaded (a missing file, a broken reference), if they could not. */
  error?: string;
}

/** The steps listed in journey.json (`[]` when it lists none readable). */
export function stepOrder(documents: JourneyDocuments): { id: string; title: string }[] {
  const journey = documents['journey.json'];
  const steps = isObject(journey) && Array.isArray(journey.steps) ? journey.steps : [];
  return steps.filter(
    (step): step is { id: string; title: string } => isObject(step) && typeof step.id === 'string',
  );
}

/** The steps as the form and the server load them, once per set of documents. */
export const loadedSteps = perDocuments((documents): LoadedJourney => {
  const order = stepOrder(documents);
  let result: LoadedJourney;
  try {
    result = {
      steps: loadSteps(order, documents).map((step) => {
        const folder = stepFolder(step.id, step.number);
        return { step, schemaFile: `${folder}/schema.json`, uiFile: `${folder}/ui.json` };
      }),
    };
  } catch (error) {
    result = { steps: [], error: error instanceof Error ? error.message : String(error) };
  }
  return result;
});

/**
 * The documents the question checks look at: the seven steps and the smaller forms of
 * journey/forms (each loaded like a step; a form that cannot be loaded is left to `stepsLoad`).
 */
export const checkedDocuments = perDocuments((documents): StepFiles[] => {
  const forms: StepFiles[] = [];
  for (const name of formNamesIn(documents)) {
    try {
      const form = loadForm(name, documents);
      forms.push({
        step: { id: form.name, title: form.title, number: 0, schema: form.schema, ui: form.ui },
        schemaFile: `forms/${name}/schema.json`,
        uiFile: `forms/${name}/ui.json`,
      });
    } catch {
      // stepsLoad reports it.
    }
  }
  return [...loadedSteps(documents).steps, ...forms];
});
