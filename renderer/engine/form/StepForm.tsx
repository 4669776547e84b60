import Form, { type IChangeEvent } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import {
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { hideKnownQuestions, type KnownAnswers } from '../lib/knownAnswers';
import { oneMessagePerLookup } from '../lib/oneMessagePerLookup';
import { questionTitle } from '../lib/questionTitle';
import { engineTemplates } from '../templates/index';
import { ErrorSummary, QuestionForContext } from '../templates/ErrorListTemplate';
import { SubmitButton } from '../templates/SubmitButton';
import { FormDocumentContext, useFormDocumentStore } from './answerPlace';
import { useEngineText } from './EngineText';
import { DrawingGroupContext, type DrawingGroup, timeLeftInSlice } from './drawInSlices';
import { FormStatusContext, useFormStatusStore } from './FormStatusContext';
import { engineFields } from './engineFields';
import type { FieldError } from './FormStatusContext';
import type { FormDocument, FormStep, StepChecks } from './types';
import { focusField, focusFirstError, useStepValidation } from './useStepValidation';

/** Unanswered stays unanswered: no false for a required yes/no, no empty items. */
const defaults = {
  requiredBooleanDefault: 'skip',
  arrayMinItems: { populate: 'never' },
  // A `const` (a tick that must be given) is never ticked for the customer.
  constAsDefaults: 'never',
} as const;

/** The open step: one RJSF form over the whole document with the step's schema and ui schema. */
export function StepForm({
  step,
  checks,
  data,
  revision,
  known = {},
  widgets,
  onChange,
  onBack,
  actions,
  onValid,
  refused,
}: {
  step: FormStep;
  checks: StepChecks;
  data: FormDocument;
  /** Changes when the document was changed for the customer (a rule), so RJSF takes it. */
  revision: number;
  /** Answers the app knows: their questions, when marked so, are not asked. */
  known?: KnownAnswers;
  widgets: RegistryWidgetsType;
  onChange: (next: FormDocument) => void;
  onBack?: () => void;
  /**
   * The buttons under the form in place of Back and the ui schema's submit button: a
   * `type="submit"` button among them submits through the same checks; null shows none.
   */
  actions?: ReactNode;
  onValid: (data: FormDocument) => void;
  /**
   * What the server refused in the answers this step sent (a new array for each refusal): shown
   * as the step's own errors are after Continue, and the focus goes to the first.
   */
  refused?: readonly FieldError[];
}) {
  // The form's own start (its defaults over the whole step) counts against the slice its first
  // questions are drawn in (drawInSlices.tsx); only as it is first drawn.
  useState(timeLeftInSlice);
  const text = useEngineText();
  const uiSchema = useMemo(() => hideKnownQuestions(step.uiSchema, known), [step.uiSchema, known]);
  const summary = useRef<HTMLDivElement>(null);
  const latest = useRef(data);
  latest.current = data;
  const documentStore = useFormDocumentStore(data);
  // The same object while the revision stays: RJSF's fields compare their props to skip drawing.
  const formContext = useMemo(() => ({ revision }), [revision]);
  const { status, errors, changed, submit, touch } = useStepValidation(
    () => checks.validate(latest.current),
    refused,
  );
  // A refusal moves the focus once the step's questions are all drawn, as a failed Continue does.
  const group = useContext(DrawingGroupContext);
  const drawn = useAllDrawnIn(group);
  const focused = useRef<readonly FieldError[] | undefined>(undefined);
  const shownErrors = useRef(errors);
  shownErrors.current = errors;
  useEffect(() => {
    // The group is asked again here: on the step's first drawing, `drawn` was read before its
    // questions said they wait (as they are placed), and a focus moved then finds no field.
    const waiting = !drawn || (group !== null && group.waiting() > 0);
    if (!refused?.length || waiting || focused.current === refused) return;
    focused.current = refused;
    focusFirstError(shownErrors.current, summary.current);
  }, [refused, drawn, group]);
  const statusStore = useFormStatusStore(status);
  const summaryErrors = useMemo(() => oneMessagePerLookup(errors, step.uiSchema), [errors, step.uiSchema]);
  // The step's summary and its items' (in their modals) name a question alike (QuestionForContext).
  const questionFor = useCallback(
    (path: string) => questionTitle(step.schema, step.uiSchema, path),
    [step.schema, step.uiSchema],
  );
  const handleChange = (event: IChangeEvent, id?: string) => {
    onChange(event.formData as FormDocument);
    changed(id);
  };
  // The buttons under the form keep their identity from one change to the next: RJSF compares
  // its children, with its other props, on every change.
  const back = useRef(onBack);
  back.current = onBack;
  const hasBack = onBack !== undefined;
  const buttons = useMemo(
    () =>
      actions !== undefined ? (
        // Never nothing: without children RJSF draws a submit button of its own.
        <>{actions}</>
      ) : (
        <div className="step-actions">
          {hasBack ? (
            <button type="button" className="button button--secondary" onClick={() => back.current?.()}>
              {text.back}
            </button>
          ) : null}
          <SubmitButton uiSchema={step.uiSchema} registry={undefined as never} />
        </div>
      ),
    [actions, hasBack, text.back, step.uiSchema],
  );
  const handleSubmit = () => {
    const found = submit();
    if (found.length > 0) {
      focusFirstError(found, summary.current);
      return;
    }
    onValid(latest.current);
  };
  return (
    <FormStatusContext value={statusStore}>
      <QuestionForContext value={questionFor}>
        <div ref={summary} tabIndex={-1}>
          <ErrorSummary title={text.errorSummaryTitle} errors={summaryErrors} onPick={focusField} />
        </div>
        <FormDocumentContext value={documentStore}>
          <Form
            schema={step.schema}
            uiSchema={uiSchema}
            formData={data}
            formContext={formContext}
            validator={checks.validator}
            templates={engineTemplates}
            widgets={widgets}
            fields={engineFields}
            noHtml5Validate
            noValidate
            showErrorList={false}
            idPrefix="root"
            experimental_defaultFormStateBehavior={defaults}
            onChange={handleChange}
            onBlur={(id) => touch(id)}
            onSubmit={handleSubmit}
          >
            {buttons}
          </Form>
        </FormDocumentContext>
      </QuestionForContext>
    </FormStatusContext>
  );
}

const nothingToWaitFor = () => () => undefined;

/** Whether every question of `group` has been drawn (always, outside a group). */
function useAllDrawnIn(group: DrawingGroup | null): boolean {
  return useSyncExternalStore(group?.subscribe ?? nothingToWaitFor, () => !group || group.waiting() === 0);
}
