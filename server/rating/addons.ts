import type { Ratebook } from '../../schemas/generated/index';
import type { PricedAddon, RiskProfile } from './types';

/** Codes never offered in the add-on list, whatever a ratebook says (specification section 3). */
export const NEVER_LISTED: readonly string[] = ['MF', 'KE'];

/** True for a breakdown tier (its code contains SAB). */
export function isBreakdown(code: string): boolean {
  return code.includes('SAB');
}

/**
 * The add-ons offered for the risk, at the ratebook's fixed prices: not MF or KE, not for a class
 * of use the add-on excludes (European breakdown is not offered for LocalHaul), and only for its
 * cover types when it names any.
 */
export function priceAddons(risk: RiskProfile, ratebook: Ratebook): PricedAddon[] {
  return ratebook.addons
    .filter((addon) => !NEVER_LISTED.includes(addon.code))
    .filter((addon) => !(addon.excluded_classes_of_use ?? []).includes(risk.classOfUse))
    .filter((addon) => !addon.cover_types || addon.cover_types.includes(risk.coverType))
    .map((addon) => ({ code: addon.code, premiumPence: addon.premium_pence }));
}
