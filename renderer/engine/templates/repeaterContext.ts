import { createContext, use } from 'react';
import type { ItemTitleOptions } from '../lib/itemTitle';

/** What the cards of one repeater share: which item is open in the modal, and its options. */
export interface RepeaterState {
  editing: number | null;
  isNew: boolean;
  setEditing: (index: number | null, isNew?: boolean) => void;
  /**
   * Closes the open item unsaved (its cross, Escape): a saved item opened with Edit gets back the
   * answers it had when it was opened, as a dialog's cross does not keep what its Save would.
   */
  cancelEditing: () => void;
  /** Called as the card at `index` is removed: the list then gives the focus a place to go. */
  removing: (index: number) => void;
  items: readonly unknown[];
  path: string;
  options: RepeaterOptions;
  /** The schema of one item: the reference lists its coded answers name, for the card. */
  itemSchema: Record<string, unknown>;
  /** The list's own title, for items when the ui document names them nothing. */
  fallbackTitle: string;
}

/**
 * ui:options of a repeater: `itemTitle` ("Trip": cards "Trip 1", "Trip 2"; `numbered: false`
 * leaves the number out), `addLabel` and `addAnotherLabel` (else 'Add a {item}' / 'Add Another
 * {item}'), `editLabel`, `removeLabel`, `summary`: the item answers shown on the card, by dotted
 * path in the item (a date shows as DD/MM/YYYY, a list value by name), and `initialItems`: a list
 * that appears empty (its question was just answered Yes) starts with that many items, the first
 * open to be filled in.
 */
export interface RepeaterOptions extends ItemTitleOptions {
  addLabel?: string;
  addAnotherLabel?: string;
  editLabel?: string;
  removeLabel?: string;
  summary?: string[];
  initialItems?: number;
}

export const RepeaterContext = createContext<RepeaterState | null>(null);

/** Puts `item` back at `index` of the repeater's list (from RepeaterField, which holds the list). */
export const ItemSetterContext = createContext<((index: number, item: unknown) => void) | null>(null);

export function useRepeater(): RepeaterState | null {
  return use(RepeaterContext);
}
