import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../state/useAppState';

/** `?step=3` opens the third step; the first step otherwise (or when out of range). */
export function stepToOpen(value: string | null, steps: number): number {
  const number = value !== null && /^\d{1,2}$/.test(value) ? Number(value) : 1;
  return number >= 1 && number <= steps ? number - 1 : 0;
}

/**
 * The open step is in the address (`?step=N`, beside the page's other parameters), one history
 * entry per step opened, so the browser's Back goes back a step rather than out of the journey
 * and a reload reopens the step. A step opened in the app is pushed; a step the address names
 * (Back, Forward) is opened when it has been reached, and replaced by the open one otherwise.
 */
export function useStepInUrl(currentStep: number, furthestStep: number, steps: number): void {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const urlStep = stepToOpen(params.get('step'), steps);
  const shownUrl = useRef(urlStep);
  const shownStep = useRef(currentStep);
  const write = (step: number, replace: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('step', String(step + 1));
        return next;
      },
      // The step's heading is scrolled to (JourneyForm); the page is not sent back to its top.
      { replace, preventScrollReset: true },
    );
  const writeRef = useRef(write);
  writeRef.current = write;

  // The address changed (Back, Forward, a link): open the step it names if it has been reached.
  useEffect(() => {
    if (shownUrl.current === urlStep) return;
    shownUrl.current = urlStep;
    if (urlStep === currentStep) return;
    if (urlStep <= furthestStep) dispatch({ type: 'stepOpened', step: urlStep });
    else writeRef.current(currentStep, true);
  }, [urlStep, currentStep, furthestStep, dispatch]);

  // The app opened a step (Continue, Back, a header): the address follows, as a new entry.
  useEffect(() => {
    if (shownStep.current === currentStep) return;
    shownStep.current = currentStep;
    if (urlStep === currentStep) return;
    shownUrl.current = currentStep;
    writeRef.current(currentStep, urlStep > furthestStep);
  }, [currentStep, urlStep, furthestStep]);
}
