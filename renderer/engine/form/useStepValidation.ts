import { deepEquals } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { afterPointerRelease } from '../lib/afterPointerRelease';
import { customerActions } from '../lib/customerActions';
import { idForPath } from '../lib/idForPath';
import type { FieldError, FormStatus } from './FormStatusContext';

/** The validation debounce after a keystroke, and the pause before scrolling to the first error. */
export const VALIDATE_DELAY_MS = 300;
export const SCROLL_DELAY_MS = 200;

/** Whether the error is about a field in `changed` (DOM ids) or inside one. */
const isAbout = (changed: ReadonlySet<string>, error: FieldError) => {
  const key = idForPath(error.path);
  for (const id of changed) if (key === id || key.startsWith(`${id}_`)) return true;
  return false;
};

/**
 * The error state of one open step: errors of the last validation, shown for fields touched
 * (or all of them after a failed submit); live validation runs 300 ms after the last change.
 * A field changed since then shows no message until it is validated again: the errors found
 * before were about its answer before ("required" for a question just answered), and showing
 * them, then taking them away a moment later, would move every question under it twice.
 *
 * `refused` are the errors the server found in the answers this step last sent: shown at once,
 * as after a failed submit, beside the step's own. One goes for good when its answer changes (the
 * server judged the answer before) and all go when the step is sent again.
 */
export function useStepValidation(validate: () => FieldError[], refused: readonly FieldError[] = noErrors) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(refused.length > 0);
  const [fromServer, setFromServer] = useState(refused);
  // A new refusal while the step is open shows its errors as a failed submit would.
  const [refusal, setRefusal] = useState(refused);
  if (refusal !== refused) {
    setRefusal(refused);
    setFromServer(refused);
    if (refused.length > 0) setSubmitted(true);
  }
  // The fields changed since the last validation (their DOM ids), and a count bumped when that
  // leaves out a message or brings one back: a change that does neither draws nothing more.
  const changedIds = useRef(new Set<string>());
  const [leftOut, setLeftOut] = useState(0);
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const validateRef = useRef(validate);
  validateRef.current = validate;
  // A change can come before the step is mounted (the form settles its defaults as it is first
  // drawn, and a drawing React drops is never mounted): its timer then has no step to update.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  // The same errors found again keep the same list, so the fields that show them are not drawn
  // again (live validation runs after every pause in the typing).
  const keepErrors = useCallback((found: FieldError[]) => {
    setErrors((before) => (deepEquals(before, found) ? before : found));
  }, []);
  // A field left by a click on another question shows its message once the click is over: shown
  // while the button is down, it would move the question clicked from under the pointer.
  const touch = useCallback((id: string) => {
    afterPointerRelease(() => setTouched((t) => (t.has(id) ? t : new Set(t).add(id))));
  }, []);
  /** Keeps the errors of a validation of the answers as they are now: none is changed since. */
  const validated = useCallback(
    (found: FieldError[]) => {
      const before = changedIds.current;
      changedIds.current = new Set();
      keepErrors(found);
      if (found.some((e) => isAbout(before, e))) setLeftOut((n) => n + 1);
    },
    [keepErrors],
  );
  const changed = useCallback(
    (id?: string) => {
      if (id) {
        touch(id);
        setFromServer((before) => {
          const kept = before.filter((e) => !isAbout(new Set([id]), e));
          return kept.length === before.length ? before : kept;
        });
        if (!changedIds.current.has(id)) {
          changedIds.current.add(id);
          if (errorsRef.current.some((e) => isAbout(new Set([id]), e))) setLeftOut((n) => n + 1);
        }
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (mounted.current) validated(inPageOrder(validateRef.current()));
      }, VALIDATE_DELAY_MS);
    },
    [touch, validated],
  );
  /** Validates now; marks the step submitted so every message shows. */
  const submit = useCallback((): FieldError[] => {
    clearTimeout(timer.current);
    const found = inPageOrder(validateRef.current());
    validated(found);
    setSubmitted(true);
    // Sent again, the answers are the server's to judge again.
    if (found.length === 0) setFromServer(noErrors);
    return found;
  }, [validated]);

  // The errors still true of the answers: those of fields changed since are left out. The
  // server's follow the step's own, on a question of their own, in the order of the page.
  const current = useMemo(
    () => {
      const ids = changedIds.current;
      const own =
        ids.size && errors.some((e) => isAbout(ids, e)) ? errors.filter((e) => !isAbout(ids, e)) : errors;
      if (fromServer.length === 0) return own;
      const paths = new Set(own.map((e) => e.path));
      return inPageOrder([...own, ...fromServer.filter((e) => !paths.has(e.path))]);
    },
    // `leftOut` counts the changes of what the changed fields leave out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [errors, leftOut, fromServer],
  );
  const status = useMemo<FormStatus>(() => {
    const byId = new Map<string, string>();
    for (const e of current) if (!byId.has(idForPath(e.path))) byId.set(idForPath(e.path), e.message);
    const shown = (id: string) => submitted || touched.has(id);
    return {
      messageFor: (id) => (shown(id) ? byId.get(id) : undefined),
      messagesWithin: (id) =>
        shown(id)
          ? [...byId].filter(([key]) => key === id || key.startsWith(`${id}_`)).map(([, m]) => m)
          : [],
      touch,
      checkWithin: (path) => {
        const found = inPageOrder(validateRef.current());
        validated(found);
        const inside = found.filter((e) => e.path.startsWith(`${path}.`));
        setTouched((t) => new Set([...t, ...inside.map((e) => idForPath(e.path))]));
        // The item stays open: its first question with a message takes the focus, as a step's does.
        if (inside.length > 0) focusFirstError(inside);
        return inside.length === 0;
      },
      errorsWithin: (path) =>
        current.filter((e) => e.path.startsWith(`${path}.`) && shown(idForPath(e.path))),
      submitted,
    };
  }, [current, touched, submitted, touch, validated]);

  return { status, errors: submitted ? current : noErrors, changed, submit, touch };
}

const noErrors: FieldError[] = [];

const controls = 'input:not([type="hidden"]), select, textarea, button';

/**
 * The element of the field with this id or, when it is not drawn on its own (the first line of an
 * address is chosen through a search), of the nearest field that holds it.
 */
function fieldElement(id: string): HTMLElement | null {
  for (
    let candidate = id;
    candidate.includes('_');
    candidate = candidate.slice(0, candidate.lastIndexOf('_'))
  ) {
    const exact = document.getElementById(candidate);
    if (exact) return exact;
    const inside = [...document.querySelectorAll<HTMLElement>(`[id^="${candidate}_"]`)];
    const shown = inside.find((e) => e.matches(controls)) ?? inside[0];
    if (shown) return shown;
  }
  return null;
}

/**
 * The errors in the order their questions appear on the page (nested questions, conditional ones
 * and the items of a list where they are drawn), not the order the schema checks them in. An
 * error whose question is not drawn keeps its place after those that are.
 */
export function inPageOrder(errors: readonly FieldError[]): FieldError[] {
  if (typeof document === 'undefined') return [...errors];
  const placed = errors.map((error, index) => ({
    error,
    index,
    element: fieldElement(idForPath(error.path)),
  }));
  return placed
    .sort((a, b) => {
      if (a.element && b.element && a.element !== b.element) {
        const after = a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING;
        return after ? -1 : 1;
      }
      if (a.element && !b.element) return -1;
      if (!a.element && b.element) return 1;
      return a.index - b.index;
    })
    .map((p) => p.error);
}

/** Focuses the control of the field with this id (or the first one inside it) and shows it. */
export function focusField(id: string, fallback?: HTMLElement | null): void {
  const target = fieldElement(id);
  const control =
    target && target.matches(controls) ? target : (target?.querySelector<HTMLElement>(controls) ?? fallback);
  control?.scrollIntoView?.({ block: 'center' });
  control?.focus();
}

/**
 * Moves to the field of the first error after a short pause (the page may still be moving).
 * `fallback` (the step's error summary) is focused when no field is found; once it is no longer
 * in the document, the step is gone and nothing moves. Nor does it move when the customer has
 * pressed a key or a button in the pause (another button, another field being typed in): the
 * keys they type next would go into the first invalid field instead of where they are typing.
 */
export function focusFirstError(errors: readonly FieldError[], fallback?: HTMLElement | null): void {
  const actions = customerActions();
  setTimeout(() => {
    // The page may be gone by then (the customer moved on, or a test's document was torn down):
    // the focus is then another page's, whose fields may have the same ids.
    if (typeof document === 'undefined' || fallback?.isConnected === false) return;
    if (customerActions() !== actions) return;
    const first = errors[0];
    if (first) focusField(idForPath(first.path), fallback);
    else fallback?.focus();
  }, SCROLL_DELAY_MS);
}
