import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from './validatorOptions';

/**
 * RJSF's validator for a step, compiled at run time: for tests and the dev server. The build
 * replaces this module with stepValidator.precompiled.ts (renderer/vite.config.ts), since the
 * server's Content-Security-Policy forbids the `new Function` ajv compiles with.
 */
export function stepValidator(_schema: RJSFSchema, _index: number): ValidatorType {
  return customizeValidator(validatorOptions);
}
