import addonsJson from '../../../../journey/addons.json';
import { isBreakdown, isListed } from '../../../../journey/src/addonCodes';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import type { QuoteAddon } from '../../../../schemas/generated/index';
import { extrasText } from './extrasText';

/** One cover of journey/addons.json: its words, limits, breakdown features and documents. */
export interface CatalogueAddon {
  code: string;
  kind: string;
  title: string;
  headline?: string;
  description?: string;
  features?: string[];
  ipid?: { url: string };
  wording_url?: string;
}

/** A row of the breakdown comparison table. */
export interface BreakdownFeature {
  code: string;
  text: string;
}

const catalogue = addonsJson as { addons: CatalogueAddon[]; breakdown_features: BreakdownFeature[] };

export { isBreakdown, isListed } from '../../../../journey/src/addonCodes';

/** An optional cover as its card shows it. */
export interface AddonOffer {
  code: string;
  title: string;
  headline?: string;
  description?: string;
  premium: number;
  ipidUrl?: string;
  wordingUrl?: string;
  /** The breakdown features a tier gives (empty for other covers). */
  features: string[];
}

function offerOf(addon: QuoteAddon, entry: CatalogueAddon | undefined): AddonOffer {
  const ipidUrl = addon.ipid?.url ?? entry?.ipid?.url;
  return {
    code: addon.code,
    title: entry?.title ?? addon.description ?? addon.code,
    ...(entry?.headline ? { headline: entry.headline } : {}),
    ...((entry?.description ?? addon.description)
      ? { description: entry?.description ?? addon.description }
      : {}),
    premium: addon.premium ?? 0,
    ...(ipidUrl ? { ipidUrl } : {}),
    ...(entry?.wording_url ? { wordingUrl: entry.wording_url } : {}),
    features: entry?.features ?? [],
  };
}

const entryFor = (code: string) => catalogue.addons.find((entry) => entry.code === code);

/**
 * The name of an add-on outside the breakdown comparison (basket, summary, notices): the
 * catalogue's title, a breakdown tier's worded as extras.json's breakdownQuoteLine ("Breakdown:
 * Roadside", as the quote describes it); else the quote's description, else its code.
 */
export function addonTitle(addon: QuoteAddon): string {
  const entry = entryFor(addon.code);
  if (!entry) return addon.description ?? addon.code;
  return entry.kind === 'breakdown'
    ? fillTemplate(extrasText.addons.breakdownQuoteLine, { title: entry.title })
    : entry.title;
}

/** An add-on of the quote as the page shows it: the catalogue's words and documents, the quote's price. */
export function offerFor(addon: QuoteAddon): AddonOffer {
  return offerOf(addon, entryFor(addon.code));
}

/** The optional covers of the quote that get a card (not breakdown, not MF or KE), in quote order. */
export function coverOffers(addons: readonly QuoteAddon[]): AddonOffer[] {
  return addons
    .filter((addon) => isListed(addon.code) && !isBreakdown(addon.code))
    .map((addon) => offerOf(addon, entryFor(addon.code)));
}

/**
 * The breakdown tiers the quote offers, in the catalogue's order (SAB1 to SAB4, then European).
 * Which tiers a van is offered is the ratebook's (its add-ons' excluded_classes_of_use: no European
 * tier for local haulage), so the page shows each tier its quote offers.
 */
export function breakdownOffers(addons: readonly QuoteAddon[]): AddonOffer[] {
  const rank = (code: string) => {
    const index = catalogue.addons.findIndex((entry) => entry.code === code);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return addons
    .filter((addon) => isListed(addon.code) && isBreakdown(addon.code))
    .sort((a, b) => rank(a.code) - rank(b.code))
    .map((addon) => offerOf(addon, entryFor(addon.code)));
}

/** The comparison rows that at least one of the tiers gives, in the catalogue's order. */
export function breakdownFeatures(tiers: readonly AddonOffer[]): BreakdownFeature[] {
  return catalogue.breakdown_features.filter((feature) =>
    tiers.some((tier) => tier.features.includes(feature.code)),
  );
}
