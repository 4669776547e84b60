import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { FieldError } from './FormStatusContext';

/** One step of the form: a schema over the whole document naming only the step's questions. */
export interface FormStep {
  id: string;
  title: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

/**
 * A step of the journey form (JourneyForm). Its documents may arrive after the form is drawn, with
 * its checks: until both are here, the step, when open, says it is loading.
 */
export interface JourneyStep
  extends Pick<FormStep, 'id' | 'title'>, Partial<Pick<FormStep, 'schema' | 'uiSchema'>> {
  /**
   * The data paths of its questions marked `hiddenWhenLookupKnown` (lib/knownAnswers.ts), for a
   * step whose ui schema may arrive later; read from its ui schema when not given.
   */
  knownPaths?: readonly string[];
}

/** A plain JSON document (the proposal, to the app). */
export type FormDocument = Record<string, unknown>;

/** What the engine needs to check one step: RJSF's validator and the step's messages. */
export interface StepChecks {
  /** RJSF resolves conditions (if/then/else) with it. */
  validator: ValidatorType;
  /** The step's problems with the given document, `[]` when it is valid. */
  validate: (data: FormDocument) => FieldError[];
  /**
   * The document without the answers the step's conditions hide for it (a question whose branch
   * no longer applies loses its answer); the form applies it on every change, before the app's
   * transform.
   */
  withoutHidden?: (data: FormDocument) => FormDocument;
}
