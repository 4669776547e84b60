import type { DirectDebit } from '../../../schemas/generated/index';
import { parseIsoDate, type IsoDate } from '../../../schemas/src/formats/index';
import validationMessages from '../../../journey/content/validation-messages.json';
import type { FieldError } from '../../httpError';

/** The youngest account holder who may sign a Direct Debit mandate (specification 001, section 9). */
export const MIN_HOLDER_AGE = 18;

export const messages = {
  accountNumber: validationMessages.formats['account-number'],
  sortCode: validationMessages.formats['sort-code'],
  date: validationMessages.formats.date,
  age: `The age must be at least ${MIN_HOLDER_AGE} to proceed.`,
  under18Holder:
    'A policyholder under 18 cannot be the account holder. Please give the details of an account holder aged 18 or over.',
  modulus: 'The sort code and account number do not match. Please check your bank details.',
} as const;

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in London at `now`: ages change at midnight UK time, not UTC. */
export function londonToday(now: Date): IsoDate {
  return parseIsoDate(londonDay.format(now)) as IsoDate;
}

/** Whole years from `born` to `on`; someone born on 29 February is a year older on 1 March. */
export function ageOn(born: IsoDate, on: IsoDate): number {
  const beforeBirthday = on.month < born.month || (on.month === born.month && on.day < born.day);
  return on.year - born.year - (beforeBirthday ? 1 : 0);
}

const after = (a: IsoDate, b: IsoDate) =>
  a.year !== b.year ? a.year > b.year : a.month !== b.month ? a.month > b.month : a.day > b.day;

/**
 * The direct debit rules JSON Schema cannot say, because they depend on today: a policyholder
 * under 18 cannot hold the account, and a third-party holder must be 18 or over (no future
 * dates). Runs after the request schema, so the shapes are already right.
 */
export function directDebitProblems(
  directDebit: DirectDebit,
  proposerDateOfBirth: string | undefined,
  today: IsoDate,
): FieldError[] {
  const problems: FieldError[] = [];
  const proposerBorn = proposerDateOfBirth ? parseIsoDate(proposerDateOfBirth) : null;
  if (
    directDebit.is_proposer_account_holder === true &&
    proposerBorn &&
    ageOn(proposerBorn, today) < MIN_HOLDER_AGE
  ) {
    problems.push({ path: 'direct_debit.is_proposer_account_holder', message: messages.under18Holder });
  }
  const holderDob = directDebit.third_party?.date_of_birth;
  if (directDebit.is_proposer_account_holder === false && holderDob !== undefined) {
    const born = parseIsoDate(holderDob);
    const path = 'direct_debit.third_party.date_of_birth';
    if (!born || after(born, today)) problems.push({ path, message: messages.date });
    else if (ageOn(born, today) < MIN_HOLDER_AGE) problems.push({ path, message: messages.age });
  }
  return problems;
}

/**
 * The bank fields have one message each, whatever rule failed (too short, too long, not digits),
 * as the specification words them; the generic length messages would tell the customer less.
 */
export function withBankMessages(errors: FieldError[]): FieldError[] {
  return errors.map((error) => {
    if (error.path === 'direct_debit.account_number') return { ...error, message: messages.accountNumber };
    if (error.path === 'direct_debit.sort_code') return { ...error, message: messages.sortCode };
    return error;
  });
}
