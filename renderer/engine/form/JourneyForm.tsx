import { deepEquals, type RegistryWidgetsType } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fillKnownAnswers, knownAnswerPaths, type KnownAnswers } from '../lib/knownAnswers';
import { engineWidgets } from '../widgets/index';
import { createDrawingGroup, DrawingGroupContext, useAllDrawn } from './drawInSlices';
import { DiscardContext, useDiscards } from './discardContext';
import { defaultEngineText, EngineTextContext, fillText, type EngineText } from './EngineText';
import { OptionsContext, type OptionLists } from './OptionsContext';
import { StepForm } from './StepForm';
import { UnsavedItemsContext, withoutUnsaved, type UnsavedItems } from './unsavedItems';
import type { FieldError } from './FormStatusContext';
import type { FormDocument, FormStep, JourneyStep, StepChecks } from './types';

export interface JourneyFormProps {
  steps: readonly JourneyStep[];
  /** The checks of each step, by index; undefined while they are being fetched (the step waits). */
  checksFor: (index: number) => StepChecks | undefined;
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
  /**
   * Told of every kept change (after transform): the answers the customer has given, without an
   * item added to a list and not saved yet (told again once it is saved).
   */
  onChange?: (data: FormDocument) => void;
  /** Widgets of the app, added to the engine's. */
  widgets?: RegistryWidgetsType;
  options?: OptionLists;
  text?: Partial<EngineText>;
  /**
   * Answers the app already knows, by dotted path (a lookup found them). A question marked
   * `ui:options.hiddenWhenLookupKnown` is then not asked and its answer is the known one.
   */
  known?: KnownAnswers;
  /**
   * What the server refused of the answers a step sent, and the step that asks those questions:
   * that step, when open, shows them as its own errors (a new object for each refusal).
   */
  refused?: { step: number; errors: readonly FieldError[] };
}

const nothingKnown: KnownAnswers = {};
const noOptions: OptionLists = () => undefined;

/**
 * The form as an accordion of numbered steps. Only the open step is mounted; a header reopens a
 * step up to the furthest reached; from the second step on there is Back.
 */
export function JourneyForm(props: JourneyFormProps) {
  const { steps, currentStep, furthestStep, onOpenStep, transform, onChange } = props;
  const known = props.known ?? nothingKnown;
  const knownPaths = useMemo(
    () => steps.flatMap((step) => step.knownPaths ?? (step.uiSchema ? knownAnswerPaths(step.uiSchema) : [])),
    [steps],
  );
  const [data, setData] = useState<FormDocument>(() =>
    fillKnownAnswers(props.initialData, knownPaths, nothingKnown, known),
  );
  // Bumped when the transform changes what the customer did: RJSF keeps its own copy and only
  // takes ours back when its props change.
  const [revision, setRevision] = useState(0);
  // The same objects from one change to the next, so the fields and widgets that read them (and
  // RJSF's fields, which compare their props) are not drawn again on every keystroke.
  const text = useMemo(() => ({ ...defaultEngineText, ...props.text }), [props.text]);
  const widgets = useMemo(() => ({ ...engineWidgets, ...props.widgets }), [props.widgets]);
  // The document as last kept, ahead of the render that shows it: changes may follow each other
  // before React renders again.
  const current = useRef(data);
  const appliedKnown = useRef(known);
  // An unsaved item's discard, announced by its card before the change that takes it out.
  const discards = useDiscards();
  // The items added and not saved yet (list path -> index), left out of what the app is told.
  const unsaved = useRef(new Map<string, number>());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const tell = (kept: FormDocument) =>
    onChangeRef.current?.(unsaved.current.size ? withoutUnsaved(kept, unsaved.current) : kept);
  const tellRef = useRef(tell);
  tellRef.current = tell;
  const unsavedItems = useMemo<UnsavedItems>(
    () => ({
      added: (path, index) => void unsaved.current.set(path, index),
      saved: (path) => {
        if (unsaved.current.delete(path)) tellRef.current(current.current);
      },
      dropped: (path) => void unsaved.current.delete(path),
    }),
    [],
  );
  /** Keeps `next` (the transform and the known answers applied); RJSF is told when it differs from `shown`. */
  const change = (next: FormDocument, shown: FormDocument = next) => {
    const visible = props.checksFor(currentStep)?.withoutHidden?.(next) ?? next;
    // An unsaved item taken back is no change for the rules: nothing was removed.
    const transformed = transform
      ? transform(discards.previousFor(visible, current.current), visible)
      : visible;
    const kept = fillKnownAnswers(transformed, knownPaths, known, known);
    current.current = kept;
    if (kept !== shown && !deepEquals(kept, shown)) setRevision((r) => r + 1);
    setData(kept);
    tell(kept);
  };
  const changeRef = useRef(change);
  changeRef.current = change;
  // What is known changes apart from the customer's answers (a lookup finishes or is undone), and
  // the answers follow it. The news may come before RJSF reports the change that brought it, so
  // `change` fills the known answers too.
  useEffect(() => {
    const before = appliedKnown.current;
    if (deepEquals(before, known)) return;
    appliedKnown.current = known;
    const next = fillKnownAnswers(current.current, knownPaths, before, known);
    if (next !== current.current) changeRef.current(next, current.current);
  }, [known, knownPaths]);
  // A step closed with an item still unsaved in its modal (the browser's Back, a header) takes
  // it back, as closing the modal unsaved does: the step shows, when opened again, the items saved.
  const stepShown = useRef(currentStep);
  useEffect(() => {
    if (stepShown.current === currentStep) return;
    stepShown.current = currentStep;
    if (unsaved.current.size === 0) return;
    const kept = withoutUnsaved(current.current, unsaved.current);
    unsaved.current.clear();
    current.current = kept;
    setRevision((r) => r + 1);
    setData(kept);
    tellRef.current(kept);
  }, [currentStep]);
  // A step opened after the form was drawn (Continue, Back, a header) takes the focus into its
  // heading, so keyboard and screen reader users start there; the first one drawn does not.
  const focusedStep = useRef(currentStep);
  useEffect(() => {
    if (focusedStep.current === currentStep) return;
    focusedStep.current = currentStep;
    const header = document.getElementById(`step-${steps[currentStep]?.id ?? ''}-header`);
    header?.focus({ preventScroll: true });
    header?.scrollIntoView?.({ block: 'start' });
  }, [currentStep, steps]);
  // While the open step is still arriving (its checks, or questions drawn in later slices), the steps
  // below it move with every part that arrives: they are kept hidden until it has come whole, so a
  // tap (or a click whose press and release come a moment apart) never lands on a header that
  // moves away under it. Those above it stay as they are.
  const [drawing] = useState(createDrawingGroup);
  const openStep = steps[currentStep];
  const arriving =
    !useAllDrawn(drawing) ||
    props.checksFor(currentStep) === undefined ||
    (openStep !== undefined && !hasDocuments(openStep));
  return (
    <EngineTextContext value={text}>
      <OptionsContext value={props.options ?? noOptions}>
        <DiscardContext value={discards.announce}>
          <UnsavedItemsContext value={unsavedItems}>
            <ol className="steps">
              {steps.map((step, index) => {
                const open = index === currentStep;
                const reachable = index <= furthestStep;
                const headerId = `step-${step.id}-header`;
                const waiting = arriving && index > currentStep;
                return (
                  <li
                    key={step.id}
                    className={`step${open ? ' step--open' : ''}${waiting ? ' step--after-arriving' : ''}`}
                  >
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
                        <DrawingGroupContext value={drawing}>
                          <OpenStep
                            checks={props.checksFor(index)}
                            loading={text.loadingStep}
                            step={step}
                            data={data}
                            revision={revision}
                            known={known}
                            widgets={widgets}
                            onChange={change}
                            onBack={index > 0 ? () => onOpenStep(index - 1) : undefined}
                            onValid={(valid) => props.onStepValid(index, valid)}
                            refused={props.refused?.step === index ? props.refused.errors : undefined}
                          />
                        </DrawingGroupContext>
                      </section>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </UnsavedItemsContext>
        </DiscardContext>
      </OptionsContext>
    </EngineTextContext>
  );
}

/** A step whose documents are here. */
const hasDocuments = (step: JourneyStep): step is FormStep =>
  step.schema !== undefined && step.uiSchema !== undefined;

/** The open step's form, once its documents and checks are here; a short status until then. */
function OpenStep({
  checks,
  loading,
  step,
  ...form
}: Omit<Parameters<typeof StepForm>[0], 'checks' | 'step'> & {
  step: JourneyStep;
  checks: StepChecks | undefined;
  loading: string;
}) {
  if (!checks || !hasDocuments(step)) {
    return (
      <p className="step-loading" role="status">
        {loading}
      </p>
    );
  }
  return <StepForm checks={checks} step={step} {...form} />;
}
