import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import ajvErrors from 'ajv-errors';
import { toFieldErrors } from '../../../journey/src/fieldErrors';
import { withoutHidden } from '../../../journey/src/steps/schemaResolver';
import type { JsonObject } from '../../../journey/src/steps/stepTypes';
import type { FieldError } from '../../../renderer/engine/form/FormStatusContext';
import type { FormDocument, FormStep, StepChecks } from '../../../renderer/engine/form/types';

// A two-step example document shared by the engine's tests: generic, nothing of insurance.

const about = {
  type: 'object',
  properties: {
    owner: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Your name', minLength: 1, errorMessage: 'Enter your name' },
        has_pet: { type: 'boolean', title: 'Do you have a pet?' },
      },
      required: ['name', 'has_pet'],
      errorMessage: { required: { name: 'Enter your name', has_pet: 'Tell us about your pet' } },
      if: { properties: { has_pet: { const: true } }, required: ['has_pet'] },
      then: {
        properties: { pet_name: { type: 'string', title: 'Pet name', minLength: 1 } },
        required: ['pet_name'],
      },
    },
  },
  required: ['owner'],
} as RJSFSchema;

const more: RJSFSchema = {
  type: 'object',
  properties: {
    owner: {
      type: 'object',
      properties: { colour: { type: 'string', title: 'Colour', enum: ['red', 'blue'] } },
      required: ['colour'],
    },
  },
} as RJSFSchema;

export const exampleSteps: FormStep[] = [
  {
    id: 'about',
    title: 'About',
    schema: about,
    uiSchema: {
      owner: { 'ui:order': ['name', 'has_pet', '*'], has_pet: { 'ui:widget': 'yesNo' } },
    } as UiSchema,
  },
  {
    id: 'more',
    title: 'More',
    schema: more,
    uiSchema: {
      owner: { colour: { 'ui:widget': 'listSelect' } },
      'ui:submitButtonOptions': { submitText: 'Submit' },
    } as UiSchema,
  },
];

export function exampleChecks(step: FormStep): StepChecks {
  const validator = customizeValidator({ extenderFn: (ajv) => (ajvErrors(ajv), ajv) });
  return {
    validator,
    validate: (data: FormDocument): FieldError[] => {
      const errors = (validator.rawValidation(step.schema, data).errors ?? []) as ErrorObject[];
      return toFieldErrors(errors);
    },
    withoutHidden: (data) =>
      withoutHidden([step.schema as JsonObject], data, (ifSchema, value) =>
        validator.isValid(ifSchema as RJSFSchema, value, step.schema),
      ) as FormDocument,
  };
}
