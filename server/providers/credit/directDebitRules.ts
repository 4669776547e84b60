import type { DirectDebit } from '../../../schemas/generated/index';
import { parseIsoDate } from '../../../schemas/src/formats/index';
import { ageOn } from '../../../schemas/src/ukDates';
import validationMessages from '../../../journey/content/validation-messages.json';
import directDebitForm from '../../../journey/forms/direct-debit/schema.json';
import { fillTemplate } from '../../../journey/src/fillTemplate';
import { accountHolderMinAge } from '../../../journey/src/forms/accountHolderAge';
import { definitionsAt } from '../../../journey/src/steps/schemaResolver';
import type { FieldError } from '../../httpError';

/**
 * The youngest account holder who may sign a Direct Debit mandate (specification 001, section 9: 18),
 * as the direct debit form states it, which the page reads too.
 */
export const MIN_HOLDER_AGE = accountHolderMinAge();

/**
 * The direct debit form's own message for a third-party holder under 18 (its `minAge`, its
 * {minAge} filled in as the page fills it), so the server says what the page says; the generic
 * message if the form ever stops giving one.
 */
function holderAgeMessage(): string {
  const message = definitionsAt([directDebitForm], ['direct_debit', 'third_party', 'date_of_birth'])
    .map((definition) => (definition.errorMessage as Record<string, unknown> | undefined)?.minAge)
    .find((text): text is string => typeof text === 'string');
  return message === undefined
    ? validationMessages.default
    : fillTemplate(message, { minAge: MIN_HOLDER_AGE });
}

export const messages = {
  accountNumber: validationMessages.formats['account-number'],
  sortCode: validationMessages.formats['sort-code'],
  date: validationMessages.formats.date,
  age: holderAgeMessage(),
  under18Holder: fillTemplate(validationMessages.rules.under18AccountHolder, { minAge: MIN_HOLDER_AGE }),
  modulus: validationMessages.rules.bankDetailsMismatch,
} as const;

/**
 * The direct debit rules JSON Schema cannot say, because they depend on today: a policyholder
 * under 18 cannot hold the account, and a third-party holder must be 18 or over (no future
 * dates). Runs after the request schema, so the shapes are already right. `today` is the UK
 * calendar day (ukToday() of the server's clock).
 */
export function directDebitProblems(
  directDebit: DirectDebit,
  proposerDateOfBirth: string | undefined,
  today: string,
): FieldError[] {
  const problems: FieldError[] = [];
  const proposerBorn = proposerDateOfBirth && parseIsoDate(proposerDateOfBirth) ? proposerDateOfBirth : null;
  if (
    directDebit.is_proposer_account_holder === true &&
    proposerBorn &&
    ageOn(proposerBorn, today) < MIN_HOLDER_AGE
  ) {
    problems.push({ path: 'direct_debit.is_proposer_account_holder', message: messages.under18Holder });
  }
  const holderDob = directDebit.third_party?.date_of_birth;
  if (directDebit.is_proposer_account_holder === false && holderDob !== undefined) {
    const path = 'direct_debit.third_party.date_of_birth';
    if (!parseIsoDate(holderDob) || holderDob > today) problems.push({ path, message: messages.date });
    else if (ageOn(holderDob, today) < MIN_HOLDER_AGE) problems.push({ path, message: messages.age });
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
