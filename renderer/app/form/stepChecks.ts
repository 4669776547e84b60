import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { toFieldErrors } from '../../../journey/src/fieldErrors';
import { prepareAnswers } from '../../../journey/src/steps/prepareAnswers';
import { withoutHidden } from '../../../journey/src/steps/schemaResolver';
import type { JsonObject, LoadedStep } from '../../../journey/src/steps/stepTypes';
import type { StepChecks } from '../../engine/form/types';
import { loadStepValidator, stepValidatorNow } from './stepValidator';

/**
 * The checks of one step as the server makes them (validateProposal): the answers prepared the
 * same way, the step's own messages, the root 'must match "then"' errors left out.
 */
export async function loadStepChecks(step: LoadedStep, index: number): Promise<StepChecks> {
  return documentChecks(step.schema, await loadStepValidator(step.schema as RJSFSchema, index));
}

/** The checks of one step if its validator can be had without waiting (see stepValidatorNow). */
export function stepChecksNow(step: LoadedStep, index: number): StepChecks | undefined {
  const validator = stepValidatorNow(step.schema as RJSFSchema, index);
  return validator ? documentChecks(step.schema, validator) : undefined;
}

/** The checks of a schema (a step's or a smaller form's) with its RJSF validator. */
export function documentChecks(documentSchema: JsonObject, validator: ValidatorType): StepChecks {
  const schema = documentSchema as RJSFSchema;
  const matches = (ifSchema: Record<string, unknown>, data: unknown) =>
    validator.isValid(ifSchema as RJSFSchema, data, schema);
  return {
    validator,
    validate: (data) => {
      const prepared = prepareAnswers(documentSchema, data, matches);
      const { errors } = validator.rawValidation<ErrorObject>(schema, prepared);
      return toFieldErrors(errors).filter((e) => e.path !== '');
    },
    withoutHidden: (data) => withoutHidden([documentSchema], data, matches) as typeof data,
  };
}
