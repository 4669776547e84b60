import { createContext, use } from 'react';

/** What the cards of one repeater share: which item is open in the modal, and its options. */
export interface RepeaterState {
  editing: number | null;
  isNew: boolean;
  setEditing: (index: number | null, isNew?: boolean) => void;
  items: readonly unknown[];
  path: string;
  options: RepeaterOptions;
  /** The ui schema of one item: the option lists of coded answers on the card. */
  itemUiSchema: Record<string, unknown>;
}

/**
 * ui:options of a repeater: `itemTitle` ("Claim": cards "Claim 1", "Claim 2"), `addLabel` and
 * `addAnotherLabel` (else 'Add a {item}' / 'Add Another {item}'), `editLabel`, `removeLabel`, and
 * `summary`: the item keys shown on the card (a date shows as DD/MM/YYYY, a list value by name).
 */
export interface RepeaterOptions {
  itemTitle?: string;
  addLabel?: string;
  addAnotherLabel?: string;
  editLabel?: string;
  removeLabel?: string;
  summary?: string[];
}

export const RepeaterContext = createContext<RepeaterState | null>(null);

export function useRepeater(): RepeaterState | null {
  return use(RepeaterContext);
}
