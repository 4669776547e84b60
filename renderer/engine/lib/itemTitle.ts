/**
 * ui:options of a repeater that name its items: `itemTitle` ("Additional Guest") and `numbered`
 * (true unless false: "Additional Guest 1", "Additional Guest 2"). A title with `{n}` places the
 * number itself ("Guest {n} of 4").
 */
export interface ItemTitleOptions {
  itemTitle?: string;
  numbered?: boolean;
}

/** The title of item `index` (from 0) of a repeater; `fallback` when the ui document names none. */
export function itemTitle(options: ItemTitleOptions, index: number, fallback = ''): string {
  const title = options.itemTitle ?? fallback;
  const n = String(index + 1);
  if (title.includes('{n}')) return title.replaceAll('{n}', n);
  if (options.numbered === false) return title;
  return title ? `${title} ${n}` : n;
}
