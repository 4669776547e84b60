import type { ValidatorType } from '@rjsf/utils';
import type { LoadedStep } from '../../../journey/src/steps/stepTypes';

/** One step's documents with RJSF's validator over its schema, as they arrive together. */
export interface StepWithValidator {
  step: LoadedStep;
  validator: ValidatorType;
}
