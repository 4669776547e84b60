import type { Proposal } from '../../../../schemas/generated/index';

/** Referred to underwriters: it cannot be bought online (SiraDeclined). */
export function isReferred(proposal: Proposal): boolean {
  return proposal.is_referred === true || proposal.quote?.is_referred === true;
}

/**
 * Paying monthly by Direct Debit: as chosen on the price page, or, before any choice there, as
 * answered in the form. Paying in full chosen on the price page wins over Monthly in the form.
 */
export function paysMonthly(proposal: Proposal): boolean {
  return (proposal.is_pay_monthly ?? proposal.risk?.duqs?.is_pay_monthly) === true;
}

/**
 * The answers as "Check your answers" shows them: the form's "How would you like to pay?" answered
 * as the customer pays now (paysMonthly), since a choice on the price page replaces the form's
 * answer; the summary showed the form's Annual to a customer paying monthly.
 */
export function answersAsChosen(proposal: Proposal): Proposal {
  const duqs = proposal.risk?.duqs;
  if (!proposal.risk || !duqs || duqs.is_pay_monthly === undefined) return proposal;
  return {
    ...proposal,
    risk: { ...proposal.risk, duqs: { ...duqs, is_pay_monthly: paysMonthly(proposal) } },
  };
}
