import type { Ratebook } from '../../schemas/generated/index';
import { isListed } from '../../journey/src/addonCodes';
import type { PricedAddon, RiskProfile } from './types';

export { isBreakdown, NEVER_LISTED } from '../../journey/src/addonCodes';

/**
 * The add-ons offered for the risk, at the ratebook's fixed prices: not MF or KE, not for a class
 * of use the add-on excludes (European breakdown is not offered for LocalHaul), and only for its
 * cover types when it names any.
 */
export function priceAddons(risk: RiskProfile, ratebook: Ratebook): PricedAddon[] {
  // A loop rather than filter/map callbacks: the add-ons are priced on every quote.
  const priced: PricedAddon[] = [];
  for (const addon of ratebook.addons) {
    if (!isListed(addon.code)) continue;
    if (addon.excluded_classes_of_use?.includes(risk.classOfUse)) continue;
    if (addon.cover_types && !addon.cover_types.includes(risk.coverType)) continue;
    priced.push({ code: addon.code, premiumPence: addon.premium_pence });
  }
  return priced;
}
