import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { isObject } from '../../../../journey/src/steps/documentRefs';
import type { JsonObject, LoadedStep } from '../../../../journey/src/steps/stepTypes';
import type { OptionLists } from '../../../engine/form/OptionsContext';
import { engineText } from '../../form/formText';
import { stepOutlines } from '../../form/formSteps';
import { loadStepValidator, stepValidatorNow } from '../../form/stepValidator';
import type { StepWithValidator } from '../../form/stepWithValidator';
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

/** The seven steps with their validators, as the form has them (see FormValidators). */
export interface FormValidators {
  steps: LoadedStep[];
  validators: ValidatorType[];
}

const byKind = (all: StepWithValidator[]): FormValidators => ({
  steps: all.map((found) => found.step),
  validators: all.map((found) => found.validator),
});

/**
 * The documents and validators of the seven steps, fetched once (each step's are a chunk of their
 * own when built).
 */
export function loadFormValidators(): Promise<FormValidators> {
  return Promise.all(stepOutlines.map((_outline, index) => loadStepValidator(index))).then(byKind);
}

/** The seven steps if every one is at hand already (see stepValidatorNow); else undefined. */
export function formValidatorsNow(): FormValidators | undefined {
  const now = stepOutlines.map((_outline, index) => stepValidatorNow(index));
  return now.every((found) => found !== undefined) ? byKind(now) : undefined;
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

/** The lists each step's vehicle lookup names, by the path of the answer (once for each set of steps). */
const listsOf = new WeakMap<readonly LoadedStep[], Record<string, string>>();
function listFor(steps: readonly LoadedStep[]): Record<string, string> {
  let found = listsOf.get(steps);
  if (!found) {
    found = steps.reduce<Record<string, string>>((lists, step) => lookupLists(step.ui, '', lists), {});
    listsOf.set(steps, found);
  }
  return found;
}

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
 * `steps` are the form's (loadFormValidators), or the journey studio's steps as they are saved now.
 */
export function proposalAnswers(
  proposal: unknown,
  lists: OptionLists,
  validators: readonly ValidatorType[],
  steps: readonly LoadedStep[],
): StepAnswers[] {
  const listsByPath = listFor(steps);
  return steps.map((step, index) => {
    const reading: AnswerReading = {
      matches: matcher(validators[index]!, step.schema as RJSFSchema),
      lists,
      yes: engineText.yes,
      no: engineText.no,
      unknown: engineText.unknownOption,
      moneyWidgets,
      listFor: listsByPath,
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
