import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { JourneyStep } from '../../engine/form/types';
import { nextTask } from '../nextTask';
import { stepOutlines } from './formSteps';
import { type CheckedStep, loadStepChecks, stepChecksNow } from './stepChecks';
import { loadStepValidator } from './stepValidator';

/**
 * The steps with their documents and checks, fetched when first needed: the open step's at once,
 * the next one's when the app asks (`prepare`, while a step is being saved), its chunk fetched
 * already once the customer starts on the open step. In the built app each step's documents and
 * validators are a chunk of their own, so the form page ships only the first step's; until a
 * step's arrive, the form knows it by its outline (formSteps.ts).
 */
export function useStepChecks(openStep: number) {
  // Where a step is at hand already (tests, the dev server, a chunk fetched before), it is drawn
  // at once.
  const [loaded, setLoaded] = useState<readonly (CheckedStep | undefined)[]>(() =>
    stepOutlines.map((_outline, index) => stepChecksNow(index)),
  );
  const prepare = useCallback(
    (index: number) => {
      if (!stepOutlines[index] || loaded[index]) return;
      loadStepChecks(index).then(
        // Drawing a step is a transition: React draws it in short slices, so the page stays
        // responsive while a long step appears. It starts in the task after the one that ran the
        // step's validators (their chunk and RJSF's validator over them), so that a phone never
        // runs both and the form's first state in one long task.
        (arrived) =>
          void nextTask().then(() =>
            startTransition(() =>
              setLoaded((all) => {
                if (all[index]) return all;
                const next = [...all];
                next[index] = arrived;
                return next;
              }),
            ),
          ),
        // A lost connection: the step says it is loading; reopening it tries again.
        (error: unknown) => console.error(error),
      );
    },
    [loaded],
  );
  useEffect(() => prepare(openStep), [openStep, prepare]);
  // The next step's chunk is fetched once the customer starts on this one (the first focus in the
  // page: a question, a button), so that it has arrived when they continue, without adding to
  // what the page loads before the step can be answered.
  useEffect(() => {
    if (!stepOutlines[openStep + 1]) return undefined;
    const fetchNext = () => void loadStepValidator(openStep + 1).catch(() => undefined);
    document.addEventListener('focusin', fetchNext, { once: true });
    return () => document.removeEventListener('focusin', fetchNext);
  }, [openStep]);
  const get = useCallback((index: number) => loaded[index]?.checks, [loaded]);
  const steps = useStepsOf(loaded);
  return { get, prepare, steps };
}

/** The form's steps: each step's outline, with its documents once they are here. */
function useStepsOf(loaded: readonly (CheckedStep | undefined)[]): JourneyStep[] {
  return useMemo(
    () =>
      stepOutlines.map((outline, index) => {
        const arrived = loaded[index]?.step;
        return arrived
          ? { ...outline, schema: arrived.schema as RJSFSchema, uiSchema: arrived.ui as UiSchema }
          : outline;
      }),
    [loaded],
  );
}
