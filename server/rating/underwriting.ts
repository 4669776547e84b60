import type { Ratebook } from '../../schemas/generated/index';
import { conditionHolds } from './conditions';
import type { Facts, Reason } from './types';

/** Every underwriting rule of the ratebook that fires, declines and referrals alike. */
export function underwritingReasons(ratebook: Ratebook, facts: Facts): Reason[] {
  return ratebook.underwriting
    .filter((rule) => conditionHolds(rule.when, facts))
    .map((rule) => ({ code: rule.code, action: rule.action, message: rule.message }));
}

/** The decision the reasons lead to: any decline declines; otherwise any referral refers. */
export function decisionOf(reasons: readonly Reason[]): 'quoted' | 'referred' | 'declined' {
  if (reasons.some((reason) => reason.action === 'decline')) return 'declined';
  return reasons.length > 0 ? 'referred' : 'quoted';
}
