import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The deep import keeps ajv's compiler (customizeValidator) out of the bundle.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { stepValidatorFunctions } from 'virtual:step-validators';

/** RJSF's validator for step `index`, from the functions precompiled at build time. */
export function stepValidator(schema: RJSFSchema, index: number): ValidatorType {
  const functions = stepValidatorFunctions[index];
  if (!functions) throw new Error(`No precompiled validators for step ${index + 1}`);
  return createPrecompiledValidator(functions, schema);
}
