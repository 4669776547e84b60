import { describe, expect, test } from 'vitest';
import type { DirectDebit } from '../../../schemas/generated/index';
import { addDays, addYears } from '../../../tests/support/journey/days';
import { journeyText, questionMessage, questionNumber } from '../../../tests/support/journey/journeyText';
import { directDebitProblems, withBankMessages } from './directDebitRules';

const validDate = journeyText('content/validation-messages.json#/formats/date');

const today = '2026-11-20';
// The youngest holder, as the direct debit form states it, and the birthdays either side of it.
const minAge = questionNumber('direct_debit.third_party.date_of_birth', 'minAge', 'direct-debit');
const turnsMinAgeToday = addYears(today, -minAge, 'down');
const underAge = addDays(turnsMinAgeToday, 1);
const proposerPays: DirectDebit = { is_proposer_account_holder: true };
const thirdPartyBorn = (date_of_birth: string): DirectDebit => ({
  is_proposer_account_holder: false,
  third_party: { date_of_birth },
});

describe('directDebitProblems', () => {
  test.each([
    { case: 'an adult proposer holds the account', dd: proposerPays, proposer: '1984-06-14', errors: [] },
    {
      case: 'a proposer under minAge cannot hold the account',
      dd: proposerPays,
      proposer: underAge,
      errors: [
        {
          path: 'direct_debit.is_proposer_account_holder',
          message: journeyText('content/validation-messages.json#/rules/under18AccountHolder', { minAge }),
        },
      ],
    },
    {
      case: 'a proposer who turns minAge today may',
      dd: proposerPays,
      proposer: turnsMinAgeToday,
      errors: [],
    },
    {
      case: 'a proposer under minAge with an adult third-party holder',
      dd: thirdPartyBorn('1960-03-03'),
      proposer: underAge,
      errors: [],
    },
    {
      case: 'a third-party holder under minAge',
      dd: thirdPartyBorn(underAge),
      proposer: '1984-06-14',
      errors: [
        {
          path: 'direct_debit.third_party.date_of_birth',
          message: questionMessage('direct_debit.third_party.date_of_birth', 'minAge', 'direct-debit'),
        },
      ],
    },
    {
      case: 'a third-party holder born in the future',
      dd: thirdPartyBorn('2027-01-01'),
      proposer: '1984-06-14',
      errors: [{ path: 'direct_debit.third_party.date_of_birth', message: validDate }],
    },
    {
      case: 'a third-party date that is not a date',
      dd: thirdPartyBorn('2001-02-30'),
      proposer: '1984-06-14',
      errors: [{ path: 'direct_debit.third_party.date_of_birth', message: validDate }],
    },
  ])('$case', ({ dd, proposer, errors }) => {
    expect(directDebitProblems(dd, proposer, today)).toEqual(errors);
  });
});

test('withBankMessages gives each bank field its own message, whatever rule failed', () => {
  const errors = [
    { path: 'direct_debit.account_number', message: 'too short' },
    { path: 'direct_debit.sort_code', message: 'too long' },
    { path: 'direct_debit.account_name', message: 'not a name' },
  ];
  expect(withBankMessages(errors).map((e) => e.message)).toEqual([
    journeyText('content/validation-messages.json#/formats/account-number'),
    journeyText('content/validation-messages.json#/formats/sort-code'),
    'not a name',
  ]);
});
