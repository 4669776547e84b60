import type { Quote } from '../../../../schemas/generated/index';
import { addonTitle, isListed } from './addonCatalogue';
import { selectionsChanged, type Selections } from './addonSelection';
import { fromPence, toPence } from '../money';
import { representativeExample, type RepresentativeExample } from '../representativeExample';

/** An extra the customer has added. */
export interface BasketLine {
  code: string;
  title: string;
  premium: number;
}

/** What the basket panel shows. */
export interface Basket {
  /** The van insurance alone (premium_subtotal). */
  subtotal: number;
  /** The added extras, in the quote's order. */
  lines: BasketLine[];
  /** The price to pay in full: the quote's own, or the subtotal plus the added extras once changed. */
  total: number;
  /** The answers differ from the quote's: its monthly figures no longer hold until it is made again. */
  changed: boolean;
  /** The quote's monthly plan, when paying monthly and nothing changed. */
  monthly?: RepresentativeExample;
}

/**
 * The basket for the current answers. While they match the quote's, its price and monthly plan
 * are shown as the server worked them out; once they differ, the price in full is the subtotal
 * plus every added extra and the monthly plan waits for the new quote.
 */
export function basketFor(
  quote: Quote,
  selections: Selections,
  original: Selections,
  paysMonthly: boolean,
): Basket {
  const addons = quote.addons ?? [];
  const added = addons.filter((addon) => selections[addon.code] === true);
  const changed = selectionsChanged(selections, original);
  const subtotal = quote.premium_subtotal ?? 0;
  const total = changed
    ? fromPence(toPence(subtotal) + added.reduce((sum, addon) => sum + toPence(addon.premium), 0))
    : (quote.premium ?? 0);
  const monthly = paysMonthly && !changed ? representativeExample(quote) : undefined;
  return {
    subtotal,
    lines: added
      .filter((addon) => isListed(addon.code))
      .map((addon) => ({ code: addon.code, title: addonTitle(addon), premium: addon.premium ?? 0 })),
    total,
    changed,
    ...(monthly ? { monthly } : {}),
  };
}
