import type { UiSchema } from '@rjsf/utils';
import type { LoadedStep } from '../../../journey/src/steps/stepTypes';
import { knownAnswerPaths } from '../../engine/lib/knownAnswers';

/**
 * What the form knows of a step before its documents arrive: its header, and the questions of it
 * a lookup may answer (the form fills those in from the start, whichever step is open).
 */
export interface StepOutline {
  id: string;
  title: string;
  /** 1 to 7, the order of journey.json. */
  number: number;
  /** The data paths of its questions marked `hiddenWhenLookupKnown` (engine/lib/knownAnswers.ts). */
  knownPaths: string[];
}

/** The outline of a loaded step. */
export function stepOutline(step: LoadedStep): StepOutline {
  return {
    id: step.id,
    title: step.title,
    number: step.number,
    knownPaths: knownAnswerPaths(step.ui as UiSchema),
  };
}
