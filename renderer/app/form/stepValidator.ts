import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { formSteps } from './formSteps';
import type { StepWithValidator } from './stepWithValidator';
import { validatorOptions } from './validatorOptions';

/**
 * Step `index`'s documents with RJSF's validator over its schema, compiled at run time: for tests
 * and the dev server. The build replaces this module with stepValidator.precompiled.ts
 * (renderer/vite.config.ts), since the server's Content-Security-Policy forbids the `new Function`
 * ajv compiles with; there each step's documents and validators are a chunk of their own, fetched
 * when the step is first needed.
 */
export function loadStepValidator(index: number): Promise<StepWithValidator> {
  const now = stepValidatorNow(index);
  return now ? Promise.resolve(now) : Promise.reject(new Error(`No step ${index + 1}`));
}

/** The step with its validator if it can be had without waiting (here: always, for a real step). */
export function stepValidatorNow(index: number): StepWithValidator | undefined {
  const step = formSteps[index];
  return step ? { step, validator: compiledNow(index) } : undefined;
}

const compiled = new Map<number, ValidatorType>();

function compiledNow(index: number): ValidatorType {
  let validator = compiled.get(index);
  if (!validator) compiled.set(index, (validator = customizeValidator(validatorOptions)));
  return validator;
}
