import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { addJourneyKeywords } from '../../../schemas/src/keywords/index';
import { formatValidators } from './formatValidators';

/**
 * The options of the form's ajv: the project's formats, ajv-errors and the journey's keywords,
 * verbose errors (the messages name both bounds of a range). The same options build the runtime
 * validator (tests, dev server) and the validators precompiled for the built app.
 */
export const validatorOptions: CustomValidatorOptionsType = {
  customFormats: formatValidators,
  ajvOptionsOverrides: { allErrors: true, verbose: true, strict: false },
  extenderFn: (ajv) => {
    ajvErrors(ajv);
    addJourneyKeywords(ajv);
    return ajv;
  },
};
