import { definitionsAt } from '../../../journey/src/steps/schemaResolver';
import type { LoadedStep } from '../../../journey/src/steps/stepTypes';
import type { FieldError } from '../../engine/form/FormStatusContext';
import { loadStepValidator } from './stepValidator';

/** What the server refused of a step's save, placed on the step that asks those questions. */
export interface Refusal {
  /** The step to open (0-based). */
  step: number;
  /** The errors that step shows: those of its questions, and those no step asks. */
  errors: FieldError[];
}

/** Whether the step asks the answer at a dotted proposal path (under any of its conditions). */
function asks(step: LoadedStep, path: string): boolean {
  if (!path) return false;
  return definitionsAt([step.schema], path.split('.'), undefined, undefined, step.schema).length > 0;
}

/**
 * Where the form shows the errors the server found when step `sent` (0-based) was saved: the
 * earliest step that asks one of the refused answers, with the errors of its questions and those
 * of answers no step up to `sent` asks (they are shown in its error summary rather than lost).
 * With none asked, the step that was sent shows them all. The steps' documents are fetched when
 * they are not here yet (a step the edit page never opened).
 */
export async function refusedStep(errors: readonly FieldError[], sent: number): Promise<Refusal> {
  const steps = await Promise.all(
    Array.from({ length: sent + 1 }, (_, index) => loadStepValidator(index).then((found) => found.step)),
  );
  const stepOf = (error: FieldError) => steps.findIndex((step) => asks(step, error.path));
  const placed = errors.map((error) => ({ error, step: stepOf(error) }));
  const asked = placed.filter((p) => p.step >= 0).map((p) => p.step);
  const step = asked.length > 0 ? Math.min(...asked) : sent;
  return {
    step,
    errors: placed.filter((p) => p.step === step || p.step < 0).map((p) => p.error),
  };
}
