import { createContext, use } from 'react';
import type { FormDocument } from '../../engine/form/types';

/**
 * Whether the form edits a stored proposal (the edit route) and the proposal as it was stored:
 * some checks have an edit variant (the stored address stands until its postcode changes).
 */
export interface FormMode {
  editing: boolean;
  stored: FormDocument;
}

export const FormModeContext = createContext<FormMode>({ editing: false, stored: {} });

export function useFormMode(): FormMode {
  return use(FormModeContext);
}
