import type { Check } from './checkTypes';
import { formNamesIn, loadForm } from '../forms/loadForm';
import { loadedSteps } from './loadedSteps';
import { cachedReferenceProblems } from './refsResolve';

/** The other step checks need the loaded steps; this one says why they could not be loaded. */
export const stepsLoad: Check = {
  name: 'steps-load',
  description:
    'every step of journey.json and every form of journey/forms loads: its files exist and every $ref and ui:extends resolves',
  check(documents, report) {
    for (const name of formNamesIn(documents)) {
      try {
        loadForm(name, documents);
      } catch (error) {
        report({ file: `forms/${name}/ui.json`, path: '', message: (error as Error).message });
      }
    }
    const { error } = loadedSteps(documents);
    if (error === undefined) return;
    // A reference that names nothing is refs-resolve's finding, with where it is written.
    if (cachedReferenceProblems(documents).length > 0) return;
    // loadSteps names the file first: 'steps/03-your-details/schema.json: the reference ...'
    const match = /^(\S+\.json):? (.*)$/.exec(error);
    if (match) report({ file: match[1] as string, path: '', message: match[2] as string });
    else report({ file: 'journey.json', path: 'steps', message: error });
  },
};
