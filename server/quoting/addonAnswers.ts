import messages from '../../journey/content/validation-messages.json';
import type { AddonSelection, Quote } from '../../schemas/generated/index';
import type { FieldError } from '../httpError';
import { breakdownCount } from './requote';

/**
 * What the add-on answers break whichever call sends them (the add-ons page, a whole proposal on
 * create, update or /json/proposal/update): each add-on is answered once (two answers to one code
 * would leave the price to whichever the rating read last), and at most one breakdown tier may be
 * added, since a quote prices one tier only. An answer without is_selected counts as added, as the
 * add-ons call has it. With a stored `quote`, each answer is to an add-on that quote offers: one
 * it does not offer is refused with a message, as the add-ons call refuses it, rather than kept
 * and dropped without a word at the next requote (whose removed-add-on notice is for a cover the
 * quote did offer and a change of answers took away). Before the first quote nothing is offered
 * yet, and the first quote keeps the answers to the add-ons it offers.
 */
export function addonAnswerProblems(
  addons: readonly AddonSelection[] | undefined,
  quote?: Pick<Quote, 'addons'>,
): FieldError[] {
  if (quote) {
    const offered = new Set((quote.addons ?? []).map((addon) => addon.code));
    const notOffered = (addons ?? []).filter((a) => !offered.has(a.code));
    if (notOffered.length > 0) {
      return notOffered.map((a) => ({
        path: 'addons',
        message: messages.rules.addonNotOffered.replace('{code}', a.code),
      }));
    }
  }
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
