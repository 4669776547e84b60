import { describe, expect, test } from 'vitest';
import type { DirectDebit } from '../../../schemas/generated/index';
import { journeyText, questionMessage } from '../../../tests/support/journey/journeyText';
import { directDebitProblems, withBankMessages } from './directDebitRules';

const validDate = journeyText('content/validation-messages.json#/formats/date');

const today = '2026-11-20';
const proposerPays: DirectDebit = { is_proposer_account_holder: true };
const thirdPartyBorn = (date_of_birth: string): DirectDebit => ({
  is_proposer_account_holder: false,
  third_party: { date_of_birth },
});

describe('directDebitProblems', () => {
  test.each([
    { case: 'an adult proposer holds the account', dd: proposerPays, proposer: '1984-06-14', errors: [] },
    {
      case: 'a proposer under 18 cannot hold the account',
      dd: proposerPays,
      proposer: '2009-01-01',
      errors: [
        {
          path: 'direct_debit.is_proposer_account_holder',
          message: journeyText('content/validation-messages.json#/rules/under18AccountHolder'),
        },
      ],
    },
    {
      case: 'a proposer who turns 18 today may',
      dd: proposerPays,
      proposer: '2008-11-20',
      errors: [],
    },
    {
      case: 'a proposer under 18 with an adult third-party holder',
      dd: thirdPartyBorn('1960-03-03'),
      proposer: '2009-01-01',
      errors: [],
    },
    {
      case: 'a third-party holder under 18',
      dd: thirdPartyBorn('2008-11-21'),
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
