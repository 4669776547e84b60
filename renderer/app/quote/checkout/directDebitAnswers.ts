import type { UiSchema } from '@rjsf/utils';
import type { DirectDebit, Proposal } from '../../../../schemas/generated/index';
import { ageOn, isIsoDate } from '../../../../schemas/src/ukDates';
import { accountHolderMinAge } from '../../../../journey/src/forms/accountHolderAge';
import type { FormDocument } from '../../../engine/form/types';

/** The youngest account holder who may sign a Direct Debit mandate, as the direct debit form states it. */
export const MIN_HOLDER_AGE = accountHolderMinAge();

/** "James O'Connor": the proposer's forenames and surname, the name a bank account would carry. */
export function proposerFullName(proposal: Proposal | undefined): string {
  const name = proposal?.risk?.proposer?.name;
  return [name?.forenames, name?.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Whether someone born on `dateOfBirth` is younger than MIN_HOLDER_AGE (18) on `today` (both
 * YYYY-MM-DD, today as a UK calendar day), by ageOn(). An unknown or malformed date of birth is not
 * taken as under age: the server checks the age again.
 */
export function isUnder18(dateOfBirth: string | undefined, today: string): boolean {
  return isIsoDate(dateOfBirth) && ageOn(dateOfBirth, today) < MIN_HOLDER_AGE;
}

type Answers = Record<string, unknown>;
const answersOf = (document: FormDocument): Answers =>
  typeof document.direct_debit === 'object' && document.direct_debit !== null
    ? (document.direct_debit as Answers)
    : {};

/**
 * The page's rules for the account holder question, applied on every change: Yes fills the name
 * on the account with the proposer's name (and forgets a third party), No clears it. For a
 * proposer under 18 the answer is always No. Returns `next` itself when nothing changes.
 */
export function holderRules(proposerName: string, under18: boolean) {
  return (previous: FormDocument, next: FormDocument): FormDocument => {
    const before = answersOf(previous);
    const after = answersOf(next);
    if (under18) {
      return after.is_proposer_account_holder === false
        ? next
        : { ...next, direct_debit: { ...after, is_proposer_account_holder: false } };
    }
    const holder = after.is_proposer_account_holder;
    if (holder === before.is_proposer_account_holder) return next;
    if (holder === true) {
      const { third_party: _dropped, ...rest } = after;
      return { ...next, direct_debit: { ...rest, ...(proposerName ? { account_name: proposerName } : {}) } };
    }
    if (holder === false) {
      const { account_name: _cleared, ...rest } = after;
      return { ...next, direct_debit: rest };
    }
    return next;
  };
}

/**
 * The form's first answers: a mandate given before, else only the forced No of an under-18. The
 * account number and sort code are typed again: the server shows them masked ("******58"), never
 * whole, so a saved one cannot be sent back.
 */
export function initialAnswers(saved: DirectDebit | undefined, under18: boolean): FormDocument {
  const { collection_day: _day, account_number: _number, sort_code: _sortCode, ...answers } = saved ?? {};
  if (under18) return { direct_debit: { ...answers, is_proposer_account_holder: false } };
  return saved ? { direct_debit: answers } : {};
}

/**
 * The mandate as pay-monthly takes it: the sort code as six digits, the collection day, no third
 * party when the proposer holds the account, and never the proposer for someone under 18.
 */
export function mandateToSend(
  document: FormDocument,
  { under18, day }: { under18: boolean; day: number },
): DirectDebit {
  const { third_party, ...answers } = answersOf(document) as DirectDebit;
  const isProposer = under18 ? false : answers.is_proposer_account_holder;
  return {
    ...answers,
    is_proposer_account_holder: isProposer,
    sort_code: (answers.sort_code ?? '').replace(/\D/g, ''),
    collection_day: day,
    ...(isProposer === false && third_party ? { third_party } : {}),
  };
}

/** The direct debit form's ui with the account holder question hidden (the page answers it). */
export function withHolderQuestionHidden(ui: UiSchema): UiSchema {
  const group = (ui.direct_debit ?? {}) as UiSchema;
  const question = (group.is_proposer_account_holder ?? {}) as UiSchema;
  return {
    ...ui,
    direct_debit: { ...group, is_proposer_account_holder: { ...question, 'ui:widget': 'hidden' } },
  };
}
