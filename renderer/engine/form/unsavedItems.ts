import { createContext, use } from 'react';
import type { FormDocument } from './types';

/**
 * The lists' items added and not saved yet: an item is in the answers from its Add (its modal's
 * questions are answered in place), but it is the customer's only once its modal's Save has
 * passed. What the form tells the app as the answers (kept for a reload) leaves such an item out,
 * so a reload with a half-answered item open shows the list as the customer last saved it, not a
 * card of empty answers as if saved.
 */
export interface UnsavedItems {
  /** The item at `index` of the list at `path` (dotted) was added: unsaved until `saved`. */
  added: (path: string, index: number) => void;
  /** The list's unsaved item passed its Save: the answers hold it from now on. */
  saved: (path: string) => void;
  /** The list's unsaved item was taken back (closed unsaved). */
  dropped: (path: string) => void;
}

export const UnsavedItemsContext = createContext<UnsavedItems>({
  added: () => {},
  saved: () => {},
  dropped: () => {},
});

export function useUnsavedItems(): UnsavedItems {
  return use(UnsavedItemsContext);
}

/** A copy of `node` with the item at `index` of the list at `keys` taken out; `node` when it has none there. */
function withoutItem(node: unknown, keys: readonly string[], index: number): unknown {
  if (node === null || typeof node !== 'object') return node;
  if (keys.length === 0) {
    if (!Array.isArray(node) || index >= node.length) return node;
    return node.filter((_, i) => i !== index);
  }
  const [key, ...rest] = keys as [string, ...string[]];
  const record = node as Record<string, unknown>;
  const child = record[key];
  const changed = withoutItem(child, rest, index);
  if (changed === child) return node;
  if (Array.isArray(node)) return node.map((item, i) => (String(i) === key ? changed : item));
  return { ...record, [key]: changed };
}

/**
 * The answers without the unsaved items (by list path, the index of each), the deepest lists
 * first, so an item unsaved inside another one goes with it. Returns `data` when none is there.
 */
export function withoutUnsaved(data: FormDocument, unsaved: ReadonlyMap<string, number>): FormDocument {
  let result: unknown = data;
  const paths = [...unsaved.keys()].sort((a, b) => b.split('.').length - a.split('.').length);
  for (const path of paths) result = withoutItem(result, path.split('.'), unsaved.get(path) as number);
  return result as FormDocument;
}
