import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The deep import keeps ajv's compiler (customizeValidator) out of the bundle.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { stepValidatorLoaders } from 'virtual:step-validators';

const loaded = new Map<number, Promise<ValidatorType>>();
const ready = new Map<number, ValidatorType>();

/**
 * RJSF's validator for step `index`, from the functions precompiled at build time. Each step's
 * functions are a chunk of their own, fetched once, when the step is first needed.
 */
export function loadStepValidator(schema: RJSFSchema, index: number): Promise<ValidatorType> {
  let validator = loaded.get(index);
  if (!validator) {
    const load = stepValidatorLoaders[index];
    if (!load) throw new Error(`No precompiled validators for step ${index + 1}`);
    validator = load().then((functions) => {
      const made = createPrecompiledValidator(functions, schema);
      ready.set(index, made);
      return made;
    });
    // A failed fetch (a lost connection) may be tried again.
    validator.catch(() => loaded.delete(index));
    loaded.set(index, validator);
  }
  return validator;
}

/** The step's validator if its chunk has arrived already; undefined otherwise. */
export function stepValidatorNow(_schema: RJSFSchema, index: number): ValidatorType | undefined {
  return ready.get(index);
}
