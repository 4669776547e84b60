import type { AddonSelection, QuoteAddon } from '../../../../schemas/generated/index';
import { isBreakdown } from './addonCatalogue';

/** The customer's answer for one add-on: added (true), declined (false) or not answered (null). */
export type AddonAnswer = boolean | null;

/** The answer for each add-on code of the quote. */
export type Selections = Readonly<Record<string, AddonAnswer>>;

/** The answers as the quote gives them; nothing is chosen for the customer. */
export function selectionsOf(addons: readonly QuoteAddon[]): Selections {
  return Object.fromEntries(addons.map((addon) => [addon.code, addon.is_selected ?? null]));
}

/** Add to quote (true) or No Thanks (false) on an optional cover. */
export function answerCover(selections: Selections, code: string, answer: boolean): Selections {
  return { ...selections, [code]: answer };
}

/**
 * Add to quote on a breakdown tier: only one tier may be added, so the one added before is
 * deselected; picking the tier that is already added deselects it.
 */
export function chooseTier(selections: Selections, code: string): Selections {
  if (selections[code] === true) return { ...selections, [code]: false };
  const next: Record<string, AddonAnswer> = { ...selections };
  for (const [other, answer] of Object.entries(selections))
    if (isBreakdown(other) && answer === true) next[other] = false;
  next[code] = true;
  return next;
}

/** No Thanks on a breakdown tier, or Remove in the basket: not selected. */
export function deselect(selections: Selections, code: string): Selections {
  return { ...selections, [code]: false };
}

/** True when every one of `codes` (the optional covers, not breakdown) has an answer. */
export function allAnswered(selections: Selections, codes: readonly string[]): boolean {
  return codes.every((code) => selections[code] === true || selections[code] === false);
}

/** True when any answer differs from the quote's. */
export function selectionsChanged(current: Selections, original: Selections): boolean {
  const codes = new Set([...Object.keys(current), ...Object.keys(original)]);
  return [...codes].some((code) => (current[code] ?? null) !== (original[code] ?? null));
}

/** The body of the add-ons call: one answer for every add-on the quote offers. */
export function selectionRequest(addons: readonly QuoteAddon[], selections: Selections): AddonSelection[] {
  return addons.map((addon) => ({ code: addon.code, is_selected: selections[addon.code] ?? null }));
}
