import type { ConditionQuestion } from '../../lib/conditionEditor';
import { conditionQuestions } from '../../lib/conditionEditor';
import type { OutlineQuestion } from '../../lib/journeyOutline';
import { stepFolder } from '../../../journey/src/steps/loadSteps';
import { liveForm, liveOptions, liveSteps } from '../live/liveJourney';

/**
 * The questions a condition may read, from the documents as saved now: below the answer the
 * condition is over, in the form it is written in, or in any step (a step's condition may read an
 * answer given in an earlier step; with `upToItsStep`, as for a condition being written, only its
 * own step and the earlier ones). Undefined when the documents cannot be read.
 */
export function liveConditionQuestions(
  condition: OutlineQuestion['conditions'][number],
  { upToItsStep = false }: { upToItsStep?: boolean } = {},
): ConditionQuestion[] | undefined {
  const form = /^forms\/([^/]+)\//.exec(condition.file)?.[1];
  let schemas;
  if (form) {
    const loaded = liveForm(form);
    if (loaded instanceof Error) return undefined;
    schemas = [loaded.schema];
  } else {
    const steps = liveSteps().steps;
    if (!steps) return undefined;
    const own = steps.find((step) => condition.file.startsWith(`${stepFolder(step.id, step.number)}/`));
    schemas = steps
      .filter((step) => !upToItsStep || !own || step.number <= own.number)
      .map((step) => step.schema);
  }
  const options = liveOptions();
  return conditionQuestions(schemas, condition.base, (list) => options(list));
}
