import { startTransition, useCallback, useEffect, useState } from 'react';
import type { StepChecks } from '../../engine/form/types';
import { nextTask } from '../nextTask';
import { formSteps } from './formSteps';
import { loadStepChecks, stepChecksNow } from './stepChecks';

/**
 * The steps' checks, fetched when first needed: the open step's at once, the next one's when the
 * app asks (`prepare`, while a step is being saved). In the built app each step's validators are
 * a chunk of their own, so the form page ships only the first step's.
 */
export function useStepChecks(openStep: number) {
  // Where a step's validator is at hand already (tests, the dev server, a chunk fetched before),
  // the step is drawn at once.
  const [checks, setChecks] = useState<readonly (StepChecks | undefined)[]>(() =>
    formSteps.map((step, index) => stepChecksNow(step, index)),
  );
  const prepare = useCallback(
    (index: number) => {
      const step = formSteps[index];
      if (!step || checks[index]) return;
      loadStepChecks(step, index).then(
        // Drawing a step is a transition: React draws it in short slices, so the page stays
        // responsive while a long step appears. It starts in the task after the one that ran the
        // step's validators (their chunk and RJSF's validator over them), so that a phone never
        // runs both and the form's first state in one long task.
        (loaded) =>
          void nextTask().then(() =>
            startTransition(() =>
              setChecks((all) => {
                if (all[index]) return all;
                const next = [...all];
                next[index] = loaded;
                return next;
              }),
            ),
          ),
        // A lost connection: the step says it is loading; reopening it tries again.
        (error: unknown) => console.error(error),
      );
    },
    [checks],
  );
  useEffect(() => prepare(openStep), [openStep, prepare]);
  const get = useCallback((index: number) => checks[index], [checks]);
  return { get, prepare };
}
