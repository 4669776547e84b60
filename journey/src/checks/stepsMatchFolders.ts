import { isObject } from '../steps/documentRefs';
import { stepFolder } from '../steps/loadSteps';
import type { Check } from './checkTypes';
import { stepOrder } from './loadedSteps';

/** 'steps/03-your-details' for every step folder among the documents (not 'steps/shared'). */
function stepFolders(files: readonly string[]): string[] {
  const folders = files
    .map((file) => /^(steps\/\d\d-[^/]+)\//.exec(file)?.[1])
    .filter((folder): folder is string => folder !== undefined);
  return [...new Set(folders)].sort();
}

export const stepsMatchFolders: Check = {
  name: 'steps-match-folders',
  description: 'the steps of journey.json are the folders of journey/steps, by id and in order',
  check(documents, report) {
    // Without a readable journey.json there is no order to compare: its own finding (not JSON, or
    // missing) says what to fix, and every folder would otherwise be reported as not a step.
    if (!isObject(documents['journey.json'])) return;
    const order = stepOrder(documents);
    const expected = order.map((step, index) => stepFolder(step.id, index + 1));
    const found = stepFolders(Object.keys(documents));
    order.forEach((step, index) => {
      const folder = expected[index] as string;
      if (!found.includes(folder))
        report({
          file: 'journey.json',
          path: `steps.${index}`,
          message: `step ${index + 1} '${step.id}' has no folder journey/${folder}`,
        });
    });
    for (const folder of found.filter((folder) => !expected.includes(folder)))
      report({
        file: `${folder}/`,
        path: '',
        message: `this folder is not a step of journey.json (its steps are ${expected.map((f) => f.slice(6)).join(', ')})`,
      });
  },
};
