import type { Proposal } from '../../../../schemas/generated/index';

/** "Dear Mr O'Connor", "Dear James", or "Hello" when the proposal has no name yet. */
export function greeting(proposal: Proposal): string {
  const name = proposal.risk?.proposer?.name;
  if (name?.salutation) return `Dear ${name.salutation},`;
  if (name?.title && name.surname) return `Dear ${name.title} ${name.surname},`;
  if (name?.forenames) return `Dear ${name.forenames},`;
  return 'Hello,';
}
