import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The deep import keeps ajv's compiler (customizeValidator) out of the bundle.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { formValidatorFunctions } from 'virtual:form-validators';

/** RJSF's validator for the form `name`, from the functions precompiled at build time. */
export function formValidator(schema: RJSFSchema, name: string): ValidatorType {
  const functions = formValidatorFunctions[name];
  if (!functions) throw new Error(`No precompiled validators for the form ${name}`);
  return createPrecompiledValidator(functions, schema);
}
