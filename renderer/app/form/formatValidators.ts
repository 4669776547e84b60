import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8/lib/types.js';
import { formats } from '../../../schemas/src/formats/index';

/** Our formats by name: RJSF's validator and the precompiled validators both take them so. */
export const formatValidators = Object.fromEntries(formats.map((f) => [f.name, f.validate])) as NonNullable<
  CustomValidatorOptionsType['customFormats']
>;
