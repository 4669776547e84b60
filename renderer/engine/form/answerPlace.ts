import { createContext, use, useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * The whole document the form edits, as a store the step form keeps up to date. A widget reads
 * only what it needs of it (useFromDocument), so a keystroke elsewhere in the form does not
 * draw it again: a context holding the document itself would draw every reader on every change.
 */
export interface FormDocumentStore {
  get: () => unknown;
  subscribe: (listener: () => void) => () => void;
}

const noStore: FormDocumentStore = { get: () => undefined, subscribe: () => () => undefined };

export const FormDocumentContext = createContext<FormDocumentStore>(noStore);

/**
 * A store of `document` for FormDocumentContext: the same object for the life of the component.
 * What is drawn with this document reads it at once; the readers not drawn with it are told after
 * the commit that changes it (a layout effect, so before the browser paints).
 */
export function useFormDocumentStore(document: unknown): FormDocumentStore {
  const [held] = useState(() => {
    let current = document;
    let told = document;
    const listeners = new Set<() => void>();
    return {
      store: {
        get: () => current,
        subscribe: (listener: () => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      hold: (next: unknown) => {
        current = next;
      },
      tell: () => {
        if (told === current) return;
        told = current;
        for (const listener of listeners) listener();
      },
    };
  });
  held.hold(document);
  useLayoutEffect(() => held.tell());
  return held.store;
}

/**
 * What `select` reads from the document; the component is drawn again only when that changes.
 * `select` must answer a value that compares with === (a string, a number), not a new object.
 */
export function useFromDocument<T>(select: (document: unknown) => T): T {
  const store = use(FormDocumentContext);
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

/** Where the answer a string field draws sits in the document: RJSF's path of the field. */
export const AnswerPathContext = createContext<readonly (string | number)[]>([]);

/**
 * The JSON pointer of the answer drawn here ('/person/licence/date'), for a widget whose limits
 * name other answers ('2/born'): RJSF gives a widget its id, not its path.
 */
export function useInstancePath(): string {
  return use(AnswerPathContext)
    .map((key) => `/${key}`)
    .join('');
}
