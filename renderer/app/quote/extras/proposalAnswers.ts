import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { isObject } from '../../../../journey/src/steps/documentRefs';
import type { JsonObject, LoadedStep } from '../../../../journey/src/steps/stepTypes';
import type { OptionLists } from '../../../engine/form/OptionsContext';
import { formSteps } from '../../form/formSteps';
import { engineText } from '../../form/formText';
import { loadStepValidator, stepValidatorNow } from '../../form/stepValidator';
import { moneyWidgets } from '../../widgets/moneyWidgets';
import { answerRows, type AnswerReading, type AnswerRow, type Matches } from './answerRows';
import { extrasText } from './extrasText';

/** The answers of one of the seven steps. */
export interface StepAnswers {
  /** 1 to 7, as journey.json orders the steps. */
  number: number;
  title: string;
  rows: AnswerRow[];
}

/** The validators of the seven steps, fetched once (each step's are a chunk of their own when built). */
export function loadFormValidators(): Promise<ValidatorType[]> {
  return Promise.all(formSteps.map((step, index) => loadStepValidator(step.schema as RJSFSchema, index)));
}

/** The seven validators if every one is at hand already (see stepValidatorNow); else undefined. */
export function formValidatorsNow(): ValidatorType[] | undefined {
  const now = formSteps.map((step, index) => stepValidatorNow(step.schema as RJSFSchema, index));
  return now.every((validator) => validator !== undefined) ? now : undefined;
}

/** The conditions of each step, checked by the step's own validator. */
function matcher(validator: ValidatorType, schema: RJSFSchema): Matches {
  return (ifSchema, data) => validator.isValid(ifSchema as RJSFSchema, data, schema);
}

/** The vehicle lookup names the lists of the fuel and transmission it fills in (VehicleCard). */
function lookupLists(ui: unknown, path: string, found: Record<string, string>): Record<string, string> {
  if (!isObject(ui)) return found;
  const options = ui['ui:options'];
  if (ui['ui:widget'] === 'vehicleLookup' && isObject(options)) {
    if (typeof options.fuelList === 'string') found[`${path}.fuel_type`] = options.fuelList;
    if (typeof options.transmissionList === 'string')
      found[`${path}.transmission`] = options.transmissionList;
  }
  for (const [key, child] of Object.entries(ui))
    if (!key.startsWith('ui:')) lookupLists(child, path ? `${path}.${key}` : key, found);
  return found;
}

const listFor = formSteps.reduce<Record<string, string>>(
  (found, step) => lookupLists(step.ui, '', found),
  {},
);

/** An address in one line: its lines, then the postcode. */
function addressLine(value: unknown): string {
  if (!isObject(value)) return '';
  const keys = ['line_1', 'line_2', 'line_3', 'line_4', 'line_5', 'postcode'];
  return keys
    .map((key) => value[key])
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(', ');
}

/**
 * Every step of the form with the proposal's answers to it, as "Check your answers" shows them;
 * `steps` are the form's (the journey studio passes the steps as they are saved now).
 */
export function proposalAnswers(
  proposal: unknown,
  lists: OptionLists,
  validators: readonly ValidatorType[],
  steps: readonly LoadedStep[] = formSteps,
): StepAnswers[] {
  return steps.map((step, index) => {
    const reading: AnswerReading = {
      matches: matcher(validators[index]!, step.schema as RJSFSchema),
      lists,
      yes: engineText.yes,
      no: engineText.no,
      unknown: engineText.unknownOption,
      moneyWidgets,
      listFor,
      summarised: { postcodeAddress: addressLine },
      notShown: extrasText.checkAnswers.notShown,
    };
    return {
      number: step.number,
      title: step.title,
      rows: answerRows({ schema: step.schema as JsonObject, ui: step.ui as JsonObject }, proposal, reading),
    };
  });
}
