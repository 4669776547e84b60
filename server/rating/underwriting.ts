import type { Ratebook } from '../../schemas/generated/index';
import { conditionHolds } from './conditions';
import { ruleMessage } from './reasonText';
import type { Facts, Reason } from './types';

/** Every underwriting rule of the ratebook that fires, declines and referrals alike. */
export function underwritingReasons(ratebook: Ratebook, facts: Facts): Reason[] {
  // A loop rather than filter/map callbacks: every rule is tested on every quote.
  const reasons: Reason[] = [];
  for (const rule of ratebook.underwriting) {
    if (conditionHolds(rule.when, facts)) {
      reasons.push({ code: rule.code, action: rule.action, message: ruleMessage(rule) });
    }
  }
  return reasons;
}

/** The decision the reasons lead to: any decline declines; otherwise any referral refers. */
export function decisionOf(reasons: readonly Reason[]): 'quoted' | 'referred' | 'declined' {
  for (const reason of reasons) if (reason.action === 'decline') return 'declined';
  return reasons.length > 0 ? 'referred' : 'quoted';
}
