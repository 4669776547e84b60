import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { journeyListValues } from '../../../journey/src/lists/journeyLists';
import { addJourneyKeywords } from '../../../schemas/src/keywords/index';
import { formatValidators } from './formatValidators';

/**
 * The options of the form's ajv: the project's formats, ajv-errors and the journey's keywords,
 * verbose errors (the messages name both bounds of a range). The same options build the runtime
 * validator (tests, dev server) and the validators precompiled for the built app. The `list`
 * keyword gets the lists' values, so the form refuses what the server refuses; the precompiled
 * code of a step carries the values of the lists it names (not their names, which come from
 * /api/list).
 */
export const validatorOptions: CustomValidatorOptionsType = {
  customFormats: formatValidators,
  ajvOptionsOverrides: { allErrors: true, verbose: true, strict: false },
  extenderFn: (ajv) => {
    ajvErrors(ajv);
    addJourneyKeywords(ajv, { lists: journeyListValues });
    return ajv;
  },
};
