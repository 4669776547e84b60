// The module renderer/vite.config.ts generates at build time (scripts/stepValidatorsCode.ts).
declare module 'virtual:step-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
  /** One loader per step, in journey.json order: each fetches that step's chunk. */
  export const stepValidatorLoaders: (() => Promise<ValidatorFunctions>)[];
}

// The smaller forms' validators, by form name (journey/forms).
declare module 'virtual:form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
  export const formValidatorFunctions: Record<string, ValidatorFunctions>;
}

// The seven steps as renderer/app/form/formSteps.ts makes them, as JSON text, made at build time.
declare module 'virtual:form-steps' {
  export const formStepsJson: string;
}
