import type { Proposal } from '../../schemas/generated/index';

/**
 * The proposal with one answer to "how will you pay": the form asks it (risk.duqs.is_pay_monthly,
 * step 6) and the price page asks it again (is_pay_monthly, which is what is sold). The answer a
 * call changes is the customer's latest, and the other follows it: a choice on the price page is
 * then what the form and the summary show, and a change in the form, once the price page has
 * chosen, is what is sold. When a call changes both to different answers, the price page's wins.
 * `stored` is the proposal before the call (none for a new one). Pure; `document` is not changed.
 */
export function withOnePaymentChoice(document: Proposal, stored: Proposal | undefined): Proposal {
  const chosen = document.is_pay_monthly;
  const duqs = document.risk?.duqs;
  const answered = duqs?.is_pay_monthly;
  if (chosen === undefined || answered === undefined || chosen === answered) return document;
  const choiceChanged = stored === undefined || chosen !== stored.is_pay_monthly;
  const answerChanged = stored !== undefined && answered !== stored.risk?.duqs?.is_pay_monthly;
  if (answerChanged && !choiceChanged) return { ...document, is_pay_monthly: answered };
  return { ...document, risk: { ...document.risk, duqs: { ...duqs, is_pay_monthly: chosen } } };
}
