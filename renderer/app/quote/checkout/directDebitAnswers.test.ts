import { journeyForms } from '../../../../journey/src/forms/forms';
import type { FormDocument } from '../../../engine/form/types';
import {
  holderRules,
  initialAnswers,
  isUnder18,
  mandateToSend,
  proposerFullName,
  withHolderQuestionHidden,
} from './directDebitAnswers';
import { quotedProposal } from '../../../../tests/support/fakes/fakeCheckoutApi';
import { addDays, addYears } from '../../../../tests/support/journey/days';
import { questionNumber } from '../../../../tests/support/journey/journeyText';

// The youngest holder, as the direct debit form states it.
const minAge = questionNumber('direct_debit.third_party.date_of_birth', 'minAge', 'direct-debit');
const turnsMinAge = addYears('2026-11-20', -minAge, 'down');
/** The first year from 2012 + minAge with a 29 February. */
const leapYear = 2012 + Math.ceil(minAge / 4) * 4;

const dd = (answers: Record<string, unknown>): FormDocument => ({ direct_debit: answers });
const thirdParty = { title: 'Mrs', forename: 'Ann', surname: 'Payer', date_of_birth: '1960-03-03' };

describe('proposerFullName', () => {
  test("is the proposer's forenames and surname", () => {
    expect(proposerFullName(quotedProposal())).toBe("James O'Connor");
  });
  test('is empty without a name', () => {
    expect(proposerFullName(undefined)).toBe('');
  });
});

describe('isUnder18', () => {
  test.each<[string | undefined, string, boolean]>([
    [turnsMinAge, '2026-11-20', false],
    [addDays(turnsMinAge, 1), '2026-11-20', true],
    [addDays(turnsMinAge, -1), '2026-11-20', false],
    ['1984-06-14', '2026-11-20', false],
    ['2012-02-29', `${2012 + minAge}-02-28`, true],
    ['2012-02-29', `${2012 + minAge}-03-01`, false],
    ['2012-02-29', `${leapYear}-02-29`, false],
    [undefined, '2026-11-20', false],
    ['20/11/2008', '2026-11-20', false],
  ])('born %s, on %s: %s', (born, today, expected) => {
    expect(isUnder18(born, today)).toBe(expected);
  });
});

describe('holderRules', () => {
  const rules = holderRules("James O'Connor", false);
  test.each<[string, FormDocument, FormDocument, FormDocument]>([
    [
      'Yes fills the name on the account and forgets a third party',
      dd({ is_proposer_account_holder: false, third_party: thirdParty }),
      dd({ is_proposer_account_holder: true, third_party: thirdParty }),
      dd({ is_proposer_account_holder: true, account_name: "James O'Connor" }),
    ],
    [
      'Yes after nothing fills the name',
      {},
      dd({ is_proposer_account_holder: true }),
      dd({ is_proposer_account_holder: true, account_name: "James O'Connor" }),
    ],
    [
      'No clears the name',
      dd({ is_proposer_account_holder: true, account_name: "James O'Connor", sort_code: '089999' }),
      dd({ is_proposer_account_holder: false, account_name: "James O'Connor", sort_code: '089999' }),
      dd({ is_proposer_account_holder: false, sort_code: '089999' }),
    ],
    [
      'typing a name keeps it',
      dd({ is_proposer_account_holder: true, account_name: 'James' }),
      dd({ is_proposer_account_holder: true, account_name: 'James OConnor' }),
      dd({ is_proposer_account_holder: true, account_name: 'James OConnor' }),
    ],
  ])('%s', (_name, previous, next, expected) => {
    expect(rules(previous, next)).toEqual(expected);
  });

  test('returns the document itself when the answer did not change', () => {
    const next = dd({ is_proposer_account_holder: true, account_name: 'J Smith' });
    expect(rules(dd({ is_proposer_account_holder: true }), next)).toBe(next);
  });

  test('under 18 the answer is always No', () => {
    const under18 = holderRules("James O'Connor", true);
    expect(under18({}, dd({ is_proposer_account_holder: true, account_name: 'A B' }))).toEqual(
      dd({ is_proposer_account_holder: false, account_name: 'A B' }),
    );
    const kept = dd({ is_proposer_account_holder: false });
    expect(under18(kept, kept)).toBe(kept);
  });
});

describe('initialAnswers', () => {
  test.each<[string, Parameters<typeof initialAnswers>, FormDocument]>([
    ['nothing yet', [undefined, false], {}],
    ['under 18: No already', [undefined, true], dd({ is_proposer_account_holder: false })],
    [
      'a mandate given before, without its collection day',
      [{ is_proposer_account_holder: true, account_name: 'J S', collection_day: 9 }, false],
      dd({ is_proposer_account_holder: true, account_name: 'J S' }),
    ],
    [
      'a mandate as the server shows it: the masked numbers are typed again',
      [
        {
          is_proposer_account_holder: false,
          account_number: '******58',
          sort_code: '**-**-99',
          third_party: thirdParty,
        },
        false,
      ],
      dd({ is_proposer_account_holder: false, third_party: thirdParty }),
    ],
  ])('%s', (_name, args, expected) => {
    expect(initialAnswers(...args)).toEqual(expected);
  });
});

describe('mandateToSend', () => {
  const bank = { account_name: 'Ann Payer', account_number: '66374958', sort_code: '08-99-99' };
  test.each<[string, FormDocument, boolean, Record<string, unknown>]>([
    [
      'the proposer holds it: no third party, sort code digits, collection day',
      dd({ ...bank, is_proposer_account_holder: true, third_party: thirdParty }),
      false,
      { ...bank, is_proposer_account_holder: true, sort_code: '089999', collection_day: 9 },
    ],
    [
      'someone else holds it: their details go',
      dd({ ...bank, is_proposer_account_holder: false, third_party: thirdParty }),
      false,
      {
        ...bank,
        is_proposer_account_holder: false,
        sort_code: '089999',
        collection_day: 9,
        third_party: thirdParty,
      },
    ],
    [
      'under 18: never the proposer',
      dd({ ...bank, is_proposer_account_holder: true, third_party: thirdParty }),
      true,
      {
        ...bank,
        is_proposer_account_holder: false,
        sort_code: '089999',
        collection_day: 9,
        third_party: thirdParty,
      },
    ],
  ])('%s', (_name, document, under18, expected) => {
    expect(mandateToSend(document, { under18, day: 9 })).toEqual(expected);
  });
});

test('withHolderQuestionHidden hides only the holder question', () => {
  const ui = journeyForms['direct-debit'].ui;
  const hidden = withHolderQuestionHidden(ui) as { direct_debit: Record<string, Record<string, unknown>> };
  expect(hidden.direct_debit.is_proposer_account_holder?.['ui:widget']).toBe('hidden');
  expect(hidden.direct_debit.sort_code).toEqual((ui.direct_debit as Record<string, unknown>).sort_code);
  expect(
    (ui.direct_debit as Record<string, Record<string, unknown>>).is_proposer_account_holder?.['ui:widget'],
  ).toBe('yesNo');
});
