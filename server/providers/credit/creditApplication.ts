import { deepEqual } from '../../../journey/src/rules/deepEqual';
import type { DirectDebit, Proposal } from '../../../schemas/generated/index';
import type { CreditApplication } from './creditProvider';

/**
 * The soft-search application for a proposal and its (validated) direct debit: the applicant is
 * the account holder, the proposer or the third party. Undefined when the proposal lacks the
 * holder's name, date of birth or address (a quoted proposal always has them).
 */
export function creditApplicationFor(
  proposal: Proposal,
  directDebit: DirectDebit,
): CreditApplication | undefined {
  const holder = directDebit.is_proposer_account_holder
    ? proposerAsHolder(proposal)
    : directDebit.third_party;
  const { account_number, sort_code, account_name } = directDebit;
  if (!holder?.forename || !holder.surname || !holder.date_of_birth || !holder.address) return undefined;
  if (!proposal.uuid || !account_number || !sort_code || !account_name) return undefined;
  return {
    proposalUuid: proposal.uuid,
    applicant: {
      ...(holder.title ? { title: holder.title } : {}),
      forename: holder.forename,
      surname: holder.surname,
      dateOfBirth: holder.date_of_birth,
      address: holder.address,
    },
    bankAccount: { sortCode: sort_code, accountNumber: account_number, accountName: account_name },
    ...financed(proposal),
  };
}

/**
 * Whether `after` names another applicant than `before` for the stored Direct Debit: the mandate's
 * holder is the proposer, and the proposer's title, name, date of birth or address changed. The
 * credit check accepted the mandate for the applicant it searched, so a mandate kept then would
 * lend to someone whose credit file was never searched.
 */
export function creditApplicantChanged(before: Proposal, after: Proposal): boolean {
  const mandate = after.direct_debit;
  if (mandate?.is_proposer_account_holder !== true) return false;
  return !deepEqual(proposerAsHolder(before), proposerAsHolder(after));
}

function proposerAsHolder(proposal: Proposal): DirectDebit['third_party'] {
  const proposer = proposal.risk?.proposer;
  return {
    title: proposer?.name?.title,
    forename: proposer?.name?.forenames,
    surname: proposer?.name?.surname,
    date_of_birth: proposer?.date_of_birth,
    address: proposer?.address,
  };
}

/** The credit asked for: the cash price less the deposit, over the quote's instalments. */
function financed(proposal: Proposal): Pick<CreditApplication, 'credit'> {
  const quote = proposal.quote;
  if (quote?.premium === undefined || quote.monthly_deposit === undefined || !quote.monthly_installments) {
    return {};
  }
  const amount = Math.round((quote.premium - quote.monthly_deposit) * 100) / 100;
  return { credit: { amount, instalments: quote.monthly_installments } };
}
