import type { AddonCatalogue, Quote, QuoteAddon } from '../../schemas/generated/index';
import catalogueJson from '../../journey/addons.json';
import extrasCopy from '../../journey/content/extras.json';
import { fillTemplate } from '../../journey/src/fillTemplate';
import { isBreakdown } from './addons';
import { monthlyFinance } from './finance';
import { toPounds } from './money';
import type { PricedAddon, RatingResult } from './types';

/** What toQuote() needs besides the rating. */
export interface ToQuoteOptions {
  /** The web reference, 12345-67890-12345. */
  reference: string;
  /** When the quote is made (metadata.quoted_at). */
  asOf: Date;
  ratebookVersion: string;
  /** Codes of the add-ons the customer added; at most one breakdown tier counts (the last named). */
  selectedAddons?: readonly string[];
  /** The add-on catalogue for the add-ons' descriptions and documents; journey/addons.json by default. */
  catalogue?: AddonCatalogue;
}

const defaultCatalogue = catalogueJson as AddonCatalogue;

/** The selected codes among those offered; choosing a breakdown tier drops any tier chosen before it. */
export function effectiveSelection(
  offered: readonly PricedAddon[],
  selected: readonly string[],
): Set<string> {
  const available = new Set(offered.map((addon) => addon.code));
  const chosen = new Set<string>();
  for (const code of selected) {
    if (!available.has(code)) continue;
    if (isBreakdown(code)) for (const other of chosen) if (isBreakdown(other)) chosen.delete(other);
    chosen.add(code);
  }
  return chosen;
}

function quoteAddon(addon: PricedAddon, chosen: Set<string>, catalogue: AddonCatalogue): QuoteAddon {
  const entry = catalogue.addons.find((candidate) => candidate.code === addon.code);
  const title = entry?.title ?? addon.code;
  const result: QuoteAddon = {
    code: addon.code,
    // A breakdown tier is named as breakdown cover, in the words of journey/content/extras.json.
    description:
      entry?.kind === 'breakdown' ? fillTemplate(extrasCopy.addons.breakdownQuoteLine, { title }) : title,
    premium: toPounds(addon.premiumPence),
    is_selected: chosen.has(addon.code) ? true : null,
  };
  if (entry?.ipid) result.ipid = entry.ipid;
  return result;
}

/**
 * The Quote entity for a rating, in pounds with two decimals. `premium` is the annual price
 * including IPT and the selected add-ons; `premium_subtotal` is the insurance premium including
 * IPT before add-ons (add-on prices are the ratebook's gross prices, added as they are). The
 * monthly figures finance `premium`; monthly_total_payable_subtotal finances the subtotal.
 * A declined rating has no prices, add-ons, excesses or endorsements: only the decision and its
 * reasons. Pure.
 */
export function toQuote(result: RatingResult, options: ToQuoteOptions): Quote {
  const quote: Quote = {
    is_quoted: result.decision !== 'declined',
    is_referred: result.decision === 'referred',
    is_accepted: false,
    is_purchased: false,
    reference: options.reference,
    ipids: result.documents.ipids.map((ipid) => ({ ...ipid })),
    wordings: result.documents.wordings.map((w) => ({ type: 'policyDocumentUrl', text: w.text, url: w.url })),
    metadata: {
      ratebook_version: options.ratebookVersion,
      quoted_at: options.asOf.toISOString(),
      reasons: result.reasons.map((reason) => ({ code: reason.code, message: reason.message })),
    },
  };
  const { premium, excesses } = result;
  // Object.assign, not `{ ...quote, more }`: Node 20's V8 gives each key added after a spread its
  // own slow step (about a microsecond a key, twenty keys here), where assigning them is one copy.
  if (result.decision === 'declined' || !premium || !excesses) {
    return Object.assign(quote, { addons: [], endorsements: [], excesses: [] });
  }
  const chosen = effectiveSelection(result.addons, options.selectedAddons ?? []);
  const addonsPence = result.addons
    .filter((addon) => chosen.has(addon.code))
    .reduce((sum, addon) => sum + addon.premiumPence, 0);
  const totalPence = premium.totalPence + addonsPence;
  const monthly = monthlyFinance(totalPence, result.finance);
  // With no add-on priced in, both plans finance one price: its APR is found once.
  const subtotal =
    totalPence === premium.totalPence ? monthly : monthlyFinance(premium.totalPence, result.finance);
  return Object.assign(quote, {
    addons: result.addons.map((addon) => quoteAddon(addon, chosen, options.catalogue ?? defaultCatalogue)),
    premium: toPounds(totalPence),
    premium_subtotal: toPounds(premium.totalPence),
    monthly_total_payable: toPounds(monthly.totalPayablePence),
    monthly_total_payable_subtotal: toPounds(subtotal.totalPayablePence),
    monthly_payment: toPounds(monthly.regularInstalmentPence),
    monthly_deposit: toPounds(monthly.depositPence),
    monthly_interest: toPounds(monthly.interestPence),
    monthly_initial_payment: toPounds(monthly.initialPaymentPence),
    monthly_apr: monthly.aprPercent,
    monthly_installments: monthly.instalments,
    monthly_interest_percent: monthly.flatInterestPercent,
    protected_ncd_implied_price: toPounds(premium.protectedNcdImpliedPricePence),
    compulsory_excess: toPounds(excesses.compulsoryPence),
    granted_voluntary_excess: toPounds(excesses.grantedVoluntaryPence),
    endorsements: result.endorsements.map((e) =>
      e.extraInfo === undefined ? { text: e.text } : { text: e.text, extra_info: e.extraInfo },
    ),
    excesses: excesses.lines.map((line) => ({
      policy_section: line.policySection,
      driver: line.driver,
      value: toPounds(line.valuePence),
    })),
  });
}
