import { deepEquals, type RegistryWidgetsType } from '@rjsf/utils';
import { useState } from 'react';
import { engineWidgets } from '../widgets/index';
import { defaultEngineText, EngineTextContext, fillText, type EngineText } from './EngineText';
import { OptionsContext, type OptionLists } from './OptionsContext';
import { StepForm } from './StepForm';
import type { FormDocument, FormStep, StepChecks } from './types';

export interface JourneyFormProps {
  steps: readonly FormStep[];
  /** The checks of each step, by index. */
  checksFor: (index: number) => StepChecks;
  /** The document the form starts from; afterwards the form keeps its own copy. */
  initialData: FormDocument;
  currentStep: number;
  furthestStep: number;
  /** A step header was chosen (only steps up to the furthest reached), or Back. */
  onOpenStep: (index: number) => void;
  /** A step passed its checks: the app saves and opens the next (or goes on from the last). */
  onStepValid: (index: number, data: FormDocument) => void;
  /** Applied on every change, e.g. the journey's rules: returns the document to keep. */
  transform?: (previous: FormDocument, next: FormDocument) => FormDocument;
  /** Told of every kept change (after transform). */
  onChange?: (data: FormDocument) => void;
  /** Widgets of the app, added to the engine's. */
  widgets?: RegistryWidgetsType;
  options?: OptionLists;
  text?: Partial<EngineText>;
}

/**
 * The form as an accordion of numbered steps. Only the open step is mounted; a header reopens a
 * step up to the furthest reached; from the second step on there is Back.
 */
export function JourneyForm(props: JourneyFormProps) {
  const { steps, currentStep, furthestStep, onOpenStep, transform } = props;
  const [data, setData] = useState<FormDocument>(props.initialData);
  // Bumped when the transform changes what the customer did: RJSF keeps its own copy and only
  // takes ours back when its props change.
  const [revision, setRevision] = useState(0);
  const text = { ...defaultEngineText, ...props.text };
  const widgets = { ...engineWidgets, ...props.widgets };
  const change = (next: FormDocument) => {
    const kept = transform ? transform(data, next) : next;
    if (kept !== next && !deepEquals(kept, next)) setRevision((r) => r + 1);
    setData(kept);
    props.onChange?.(kept);
  };
  return (
    <EngineTextContext value={text}>
      <OptionsContext value={props.options ?? (() => undefined)}>
        <ol className="steps">
          {steps.map((step, index) => {
            const open = index === currentStep;
            const reachable = index <= furthestStep;
            const headerId = `step-${step.id}-header`;
            return (
              <li key={step.id} className={`step${open ? ' step--open' : ''}`}>
                <h2 className="step-header">
                  <button
                    type="button"
                    id={headerId}
                    aria-expanded={open}
                    aria-controls={`step-${step.id}`}
                    disabled={!reachable}
                    onClick={() => reachable && !open && onOpenStep(index)}
                  >
                    <span className="step-number">{fillText(text.stepLabel, { n: index + 1 })}</span>{' '}
                    <span className="step-title">{step.title}</span>
                  </button>
                </h2>
                {open ? (
                  <section id={`step-${step.id}`} className="step-body" aria-labelledby={headerId}>
                    <StepForm
                      step={step}
                      checks={props.checksFor(index)}
                      data={data}
                      revision={revision}
                      widgets={widgets}
                      onChange={change}
                      onBack={index > 0 ? () => onOpenStep(index - 1) : undefined}
                      onValid={(valid) => props.onStepValid(index, valid)}
                    />
                  </section>
                ) : null}
              </li>
            );
          })}
        </ol>
      </OptionsContext>
    </EngineTextContext>
  );
}
