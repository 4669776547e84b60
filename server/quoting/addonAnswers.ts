import messages from '../../journey/content/validation-messages.json';
import type { AddonSelection } from '../../schemas/generated/index';
import type { FieldError } from '../httpError';
import { breakdownCount } from './requote';

/**
 * What the add-on answers break whichever call sends them (the add-ons page, a whole proposal on
 * create, update or /json/proposal/update): each add-on is answered once (two answers to one code
 * would leave the price to whichever the rating read last), and at most one breakdown tier may be
 * added, since a quote prices one tier only. An answer without is_selected counts as added, as the
 * add-ons call has it.
 */
export function addonAnswerProblems(addons: readonly AddonSelection[] | undefined): FieldError[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { code } of addons ?? []) (seen.has(code) ? twice : seen).add(code);
  if (twice.size > 0) {
    return [...twice].map((code) => ({
      path: 'addons',
      message: messages.rules.addonAnsweredTwice.replace('{code}', code),
    }));
  }
  const added = (addons ?? []).filter((a) => a.is_selected !== false && a.is_selected !== null);
  return breakdownCount(added.map((a) => a.code)) > 1
    ? [{ path: 'addons', message: messages.rules.oneBreakdownTier }]
    : [];
}
