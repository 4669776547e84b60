import type { ConditionQuestion } from '../../lib/conditionEditor';
import { conditionQuestions } from '../../lib/conditionEditor';
import type { OutlineQuestion } from '../../lib/journeyOutline';
import { liveForm, liveOptions, liveSteps } from '../live/liveJourney';

/**
 * The questions a condition may read, from the documents as saved now: below the answer the
 * condition is over, in the form it is written in, or in any step (a step's condition may read an
 * answer given in an earlier step). Undefined when the documents cannot be read.
 */
export function liveConditionQuestions(
  condition: OutlineQuestion['conditions'][number],
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
    schemas = steps.map((step) => step.schema);
  }
  const options = liveOptions();
  return conditionQuestions(schemas, condition.base, (list) => options(list));
}
