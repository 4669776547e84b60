import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { toFieldErrors } from '../../../journey/src/fieldErrors';
import { prepareAnswers } from '../../../journey/src/steps/prepareAnswers';
import { withoutHidden } from '../../../journey/src/steps/schemaResolver';
import type { JsonObject, LoadedStep } from '../../../journey/src/steps/stepTypes';
import type { StepChecks } from '../../engine/form/types';
import { loadStepValidator, stepValidatorNow } from './stepValidator';
import type { StepWithValidator } from './stepWithValidator';

/** One step's documents and its checks, as they arrive together. */
export interface CheckedStep {
  step: LoadedStep;
  checks: StepChecks;
}

/**
 * Step `index` with its checks as the server makes them (validateProposal): the answers prepared
 * the same way, the step's own messages, the root 'must match "then"' errors left out.
 */
export async function loadStepChecks(index: number): Promise<CheckedStep> {
  return checkedStep(await loadStepValidator(index));
}

/** Step `index` with its checks if they can be had without waiting (see stepValidatorNow). */
export function stepChecksNow(index: number): CheckedStep | undefined {
  const found = stepValidatorNow(index);
  return found ? checkedStep(found) : undefined;
}

const checkedStep = ({ step, validator }: StepWithValidator): CheckedStep => ({
  step,
  checks: documentChecks(step.schema, validator),
});

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
