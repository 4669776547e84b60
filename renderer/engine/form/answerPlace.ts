import { createContext, use } from 'react';

/** The whole document the form edits (the step form provides it). */
export const FormDocumentContext = createContext<unknown>(undefined);

/** Where the answer a string field draws sits in the document: RJSF's path of the field. */
export const AnswerPathContext = createContext<readonly (string | number)[]>([]);

/**
 * The document and the JSON pointer of the answer drawn here ('/person/licence/date'), for a
 * widget whose limits name other answers ('2/born'): RJSF gives a widget its id, not its path.
 */
export function useAnswerPlace(): { rootData: unknown; instancePath: string } {
  const path = use(AnswerPathContext);
  return { rootData: use(FormDocumentContext), instancePath: path.map((key) => `/${key}`).join('') };
}
