import { createContext, use, useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** One problem with one answer: its dotted data path and the message to show. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * What a field needs to show its state: the message of the field with this DOM id, once the
 * field is touched (or the step was submitted). Widgets read it for aria-invalid.
 */
export interface FormStatus {
  messageFor: (id: string) => string | undefined;
  /** Messages of every field inside the one with this id (object widgets show them together). */
  messagesWithin: (id: string) => string[];
  touch: (id: string) => void;
  /** Errors under a path, shown at once (a repeater's modal on Done); true when there are none. */
  checkWithin: (path: string) => boolean;
  /** The errors shown under a dotted path, in the order of the page (an item's error summary). */
  errorsWithin: (path: string) => FieldError[];
  /** Whether the step's error summary lists every message (after a failed submit or a refusal). */
  submitted: boolean;
}

/** What an event handler calls on the status (useFormStatusActions). */
export type FormStatusActions = Omit<FormStatus, 'errorsWithin' | 'submitted'>;

const none: FormStatus = {
  messageFor: () => undefined,
  messagesWithin: () => [],
  touch: () => undefined,
  checkWithin: () => true,
  errorsWithin: () => [],
  submitted: false,
};

/**
 * The open step's status as a store: the same object for the life of the step, answering for the
 * status as it is now, and telling its readers when it changes. A field reads only its own message
 * from it (useFieldMessage), so a field touched or a check that finds other errors does not draw
 * every field of the step again.
 */
export interface FormStatusStore extends FormStatusActions {
  current: () => FormStatus;
  subscribe: (listener: () => void) => () => void;
}

function statusStore(initial: FormStatus) {
  let status = initial;
  let told = initial;
  const listeners = new Set<() => void>();
  const store: FormStatusStore = {
    current: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    messageFor: (id) => status.messageFor(id),
    messagesWithin: (id) => status.messagesWithin(id),
    touch: (id) => status.touch(id),
    checkWithin: (path) => status.checkWithin(path),
  };
  return {
    store,
    /** The status from now on (while its component draws); its readers are told by `tell`. */
    hold: (next: FormStatus) => {
      status = next;
    },
    tell: () => {
      if (told === status) return;
      told = status;
      for (const listener of listeners) listener();
    },
  };
}

export const FormStatusContext = createContext<FormStatusStore>(statusStore(none).store);

/**
 * A store of `status` for FormStatusContext, the same object for the life of the component. What
 * is drawn with this status reads it at once; the readers not drawn with it are told after the
 * commit (a layout effect, so before the browser paints).
 */
export function useFormStatusStore(status: FormStatus): FormStatusStore {
  const [held] = useState(() => statusStore(status));
  held.hold(status);
  useLayoutEffect(() => held.tell());
  return held.store;
}

/** The whole status; the component is drawn again whenever any of it changes. */
export function useFormStatus(): FormStatus {
  const store = use(FormStatusContext);
  return useSyncExternalStore(store.subscribe, store.current);
}

/**
 * The message of the field with this DOM id (once touched), or with `within` the first message of
 * the fields inside it; the component is drawn again only when that message changes. No id: none.
 */
export function useFieldMessage(id: string | undefined, within = false): string | undefined {
  const store = use(FormStatusContext);
  return useSyncExternalStore(store.subscribe, () => {
    if (id === undefined) return undefined;
    return within ? store.current().messagesWithin(id)[0] : store.current().messageFor(id);
  });
}

/**
 * True inside an error summary's reach (a repeater item's modal after a failed Save): its
 * messages are listed, and announced, by the summary.
 */
export const ListedContext = createContext(false);

/**
 * Whether a field's message is listed in an error summary (the step's after a submit, or its
 * item's), which announces them all at once; a message shown on its own (the field was left
 * unanswered) is announced as it appears.
 */
export function useMessageListed(): boolean {
  const inItem = use(ListedContext);
  const store = use(FormStatusContext);
  const submitted = useSyncExternalStore(store.subscribe, () => store.current().submitted);
  return inItem || submitted;
}

/** The status for event handlers (touch, checkWithin): read when called, never drawn again for it. */
export function useFormStatusActions(): FormStatusActions {
  return use(FormStatusContext);
}

/** The ids a field's input is described by: its help and its message. */
export function describedBy(id: string, hasHelp: boolean, hasError: boolean): string | undefined {
  const ids = [hasHelp ? `${id}__help` : '', hasError ? `${id}__error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
