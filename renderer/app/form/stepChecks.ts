import type { RJSFSchema } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { toFieldErrors } from '../../../journey/src/fieldErrors';
import { prepareAnswers } from '../../../journey/src/steps/prepareAnswers';
import type { LoadedStep } from '../../../journey/src/steps/stepTypes';
import type { StepChecks } from '../../engine/form/types';
import { stepValidator } from './stepValidator';

/**
 * The checks of one step as the server makes them (validateProposal): the answers prepared the
 * same way, the step's own messages, the root 'must match "then"' errors left out.
 */
export function stepChecks(step: LoadedStep, index: number): StepChecks {
  const schema = step.schema as RJSFSchema;
  const validator = stepValidator(schema, index);
  const matches = (ifSchema: Record<string, unknown>, data: unknown) =>
    validator.isValid(ifSchema as RJSFSchema, data, schema);
  return {
    validator,
    validate: (data) => {
      const prepared = prepareAnswers(step.schema, data, matches);
      const { errors } = validator.rawValidation<ErrorObject>(schema, prepared);
      return toFieldErrors(errors).filter((e) => e.path !== '');
    },
  };
}
