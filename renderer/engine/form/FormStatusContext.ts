import { createContext, use } from 'react';

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
}

const none: FormStatus = {
  messageFor: () => undefined,
  messagesWithin: () => [],
  touch: () => undefined,
  checkWithin: () => true,
};

export const FormStatusContext = createContext<FormStatus>(none);

export function useFormStatus(): FormStatus {
  return use(FormStatusContext);
}

/** The ids a field's input is described by: its help and its message. */
export function describedBy(id: string, hasHelp: boolean, hasError: boolean): string | undefined {
  const ids = [hasHelp ? `${id}__help` : '', hasError ? `${id}__error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
