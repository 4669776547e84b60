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
