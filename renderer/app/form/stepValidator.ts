import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from './validatorOptions';

/**
 * RJSF's validator for a step, compiled at run time: for tests and the dev server. The build
 * replaces this module with stepValidator.precompiled.ts (renderer/vite.config.ts), since the
 * server's Content-Security-Policy forbids the `new Function` ajv compiles with; there each
 * step's validators are a chunk of their own, fetched when the step is first needed.
 */
export function loadStepValidator(schema: RJSFSchema, index: number): Promise<ValidatorType> {
  return Promise.resolve(compiledNow(index));
}

/** The step's validator if it can be had without waiting (here: always). */
export function stepValidatorNow(_schema: RJSFSchema, index: number): ValidatorType | undefined {
  return compiledNow(index);
}

const compiled = new Map<number, ValidatorType>();

function compiledNow(index: number): ValidatorType {
  let validator = compiled.get(index);
  if (!validator) compiled.set(index, (validator = customizeValidator(validatorOptions)));
  return validator;
}
