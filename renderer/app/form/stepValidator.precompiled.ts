import type { RJSFSchema } from '@rjsf/utils';
// The deep import keeps ajv's compiler (customizeValidator) out of the bundle.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { LoadedStep } from '../../../journey/src/steps/stepTypes';
import { stepValidatorLoaders } from 'virtual:step-validators';
import type { StepWithValidator } from './stepWithValidator';

const loaded = new Map<number, Promise<StepWithValidator>>();
const ready = new Map<number, StepWithValidator>();

/**
 * Step `index`'s documents with RJSF's validator over its schema, from the functions precompiled
 * at build time. Each step's documents and functions are a chunk of their own, fetched once, when
 * the step is first needed (or about to be: useStepChecks.ts), so the page ships only the open
 * step's as it starts, and a change to a later step's documents leaves the first load as it is.
 */
export function loadStepValidator(index: number): Promise<StepWithValidator> {
  let found = loaded.get(index);
  if (!found) {
    const load = stepValidatorLoaders[index];
    if (!load) throw new Error(`No precompiled validators for step ${index + 1}`);
    found = load().then(({ stepJson, stepValidatorFunctions }) => {
      const step = JSON.parse(stepJson) as LoadedStep;
      const made = {
        step,
        validator: createPrecompiledValidator(stepValidatorFunctions[0]!, step.schema as RJSFSchema),
      };
      ready.set(index, made);
      return made;
    });
    // A failed fetch (a lost connection) may be tried again.
    found.catch(() => loaded.delete(index));
    loaded.set(index, found);
  }
  return found;
}

/** The step with its validator if its chunk has arrived already; undefined otherwise. */
export function stepValidatorNow(index: number): StepWithValidator | undefined {
  return ready.get(index);
}
