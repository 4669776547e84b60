import { createContext, use, useCallback, useRef } from 'react';
import { getAt } from '../lib/paths';
import type { FormDocument } from './types';

/**
 * An item added to a list and closed unsaved (its modal's cross, Escape): the change that takes it
 * out again undoes the Add, and is no removal. The form gives it to its rules as no change at all,
 * so a rule that answers No when the last item is removed leaves the customer's Yes as it was.
 */
export interface PendingDiscard {
  /** The list's dotted path. */
  path: string;
  /** How many items the list holds once the unsaved one is taken out. */
  length: number;
}

/** Tells the form that its next change takes back an unsaved item (see PendingDiscard). */
export const DiscardContext = createContext<(discard: PendingDiscard) => void>(() => {});

export function useDiscard(): (discard: PendingDiscard) => void {
  return use(DiscardContext);
}

/** Whether `next` is the change `pending` announced: its list is down to the length it named. */
function takesBack(pending: PendingDiscard | undefined, next: FormDocument): boolean {
  if (!pending) return false;
  const list = getAt(next, pending.path);
  return (Array.isArray(list) ? list.length : 0) === pending.length;
}

/**
 * A form's side of a discard: `announce` (for DiscardContext), and `previousFor`, which gives the
 * rules the answers before a change: `next` itself when the change takes back the unsaved item
 * announced (no change for them), else `kept`, the answers as last kept.
 */
export function useDiscards() {
  const pending = useRef<PendingDiscard>(undefined);
  const announce = useCallback((discard: PendingDiscard) => {
    pending.current = discard;
  }, []);
  const previousFor = (next: FormDocument, kept: FormDocument): FormDocument => {
    const discarded = takesBack(pending.current, next);
    pending.current = undefined;
    return discarded ? next : kept;
  };
  return { announce, previousFor };
}
