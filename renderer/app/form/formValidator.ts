import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from './validatorOptions';

/**
 * RJSF's validator for a smaller form of journey/forms, compiled at run time: for tests and the
 * dev server. The build replaces this module with formValidator.precompiled.ts, as it does for
 * the steps (stepValidator.ts).
 */
export function formValidator(_schema: RJSFSchema, _name: string): ValidatorType {
  return customizeValidator(validatorOptions);
}
