import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For a PageForm whose submit button the page draws itself (shown only when there is something to
 * submit, or labelled for the place it is in): put `ref` on an element around the form; the
 * form's own buttons are hidden and `submit()` submits the form, through the same checks and
 * error summary as its own button would.
 */
export function useOwnSubmit() {
  const ref = useRef<HTMLDivElement>(null);
  // The form's buttons are the engine's; hiding them after each render keeps them hidden whatever
  // the form redraws.
  useLayoutEffect(() => {
    for (const actions of ref.current?.querySelectorAll<HTMLElement>('.step-actions') ?? []) {
      actions.hidden = true;
    }
  });
  const submit = useCallback(() => ref.current?.querySelector('form')?.requestSubmit(), []);
  return { ref, submit };
}
