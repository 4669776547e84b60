import type { Proposal } from './apiTypes';

/**
 * The proposal as the pages send answers back: without the Direct Debit mandate. The server shows
 * the mandate masked ("******58") and only pay-monthly sets it, so a copy read from the server is
 * never sent back as answers.
 */
export function withoutMandate(proposal: Proposal): Proposal {
  const { direct_debit: _mandate, ...answers } = proposal;
  return answers;
}
