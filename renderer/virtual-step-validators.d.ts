// The module renderer/vite.config.ts generates at build time (scripts/stepValidatorsCode.ts).
declare module 'virtual:step-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
  /**
   * One loader per step, in journey.json order: each fetches that step's chunk, which holds the
   * step's validators and its documents (renderer/app/form/formSteps.ts's step, as JSON text).
   */
  export const stepValidatorLoaders: (() => Promise<{
    stepValidatorFunctions: ValidatorFunctions[];
    stepJson: string;
  }>)[];
}

// The smaller forms' validators, by form name (journey/forms).
declare module 'virtual:form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
  export const formValidatorFunctions: Record<string, ValidatorFunctions>;
}

// The seven steps' outlines as renderer/app/form/formSteps.ts makes them, made at build time.
declare module 'virtual:form-steps' {
  import type { StepOutline } from './app/form/stepOutline';
  export const stepOutlines: StepOutline[];
}
