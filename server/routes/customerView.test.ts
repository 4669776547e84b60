import { describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { proposalFixture } from '../../tests/fixtures/index';
import { customerView, maskAccountNumber, maskSortCode, proposalView, thankYouView } from './customerView';

describe('masks', () => {
  test.each([
    ['66374958', '******58'],
    ['12', '12'],
    ['', ''],
  ])('account number %j shows as %j', (value, shown) => {
    expect(maskAccountNumber(value)).toBe(shown);
  });

  test.each([
    ['089999', '**-**-99'],
    ['08-99-34', '**-**-34'],
    ['', ''],
  ])('sort code %j shows as %j', (value, shown) => {
    expect(maskSortCode(value)).toBe(shown);
  });
});

const mandate = {
  is_proposer_account_holder: false,
  account_name: 'Ann Holder',
  account_number: '66374958',
  sort_code: '089999',
  collection_day: 3,
  third_party: { title: 'MRS', forename: 'Ann', surname: 'Holder', date_of_birth: '1960-05-01' },
};

describe('customerView', () => {
  test.each<{ description: string; document: Proposal; direct_debit: unknown }>([
    { description: 'no mandate: unchanged', document: { uuid: 'u' }, direct_debit: undefined },
    {
      description: 'numbers masked, the rest kept',
      document: { uuid: 'u', direct_debit: mandate },
      direct_debit: { ...mandate, account_number: '******58', sort_code: '**-**-99' },
    },
    {
      description: 'a mandate without numbers gains none',
      document: { uuid: 'u', direct_debit: { account_name: 'Ann Holder' } },
      direct_debit: { account_name: 'Ann Holder' },
    },
    {
      description: "a third party's numbers, should it carry any, masked too",
      document: {
        uuid: 'u',
        direct_debit: { third_party: { account_number: '11223344', sort_code: '404040' } } as never,
      },
      direct_debit: { third_party: { account_number: '******44', sort_code: '**-**-40' } },
    },
  ])('$description', ({ document, direct_debit }) => {
    const before = structuredClone(document);
    const view = customerView(document);
    expect(view.direct_debit).toEqual(direct_debit);
    expect(view.uuid).toBe(document.uuid);
    // The stored document is not touched.
    expect(document).toEqual(before);
  });
});

describe('thankYouView', () => {
  const bought: Proposal = {
    ...proposalFixture(),
    uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    is_pay_monthly: true,
    is_purchased: true,
    direct_debit: mandate,
    quote: { is_quoted: true, is_purchased: true, reference: '12345-67890-12345', premium: 816.91 },
  };

  test('is exactly what the thank-you page reads', () => {
    expect(thankYouView(bought)).toEqual({
      uuid: bought.uuid,
      is_purchased: true,
      is_accepted: false,
      risk: {
        start_date: bought.risk?.start_date,
        has_previous_insurance: true,
        previous_insurance: { ncd: { years: bought.risk?.previous_insurance?.ncd?.years } },
      },
      quote: { reference: '12345-67890-12345', is_quoted: true, is_purchased: true, is_accepted: false },
    });
  });

  test.each([
    ['no previous insurance', { has_previous_insurance: false }],
    ['no years of no claims discount', { previous_insurance: { ncd: { years: 0 } } }],
  ])('with %s it says nothing of a no claims discount', (_case, change) => {
    const view = thankYouView({ ...bought, risk: { ...bought.risk, ...change } });
    expect(view.risk).toEqual({ start_date: bought.risk?.start_date });
  });

  test('carries no answer, no bank detail, no contact detail', () => {
    const text = JSON.stringify(thankYouView(bought));
    const proposer = bought.risk!.proposer!;
    for (const value of [
      '66374958',
      '089999',
      'Ann Holder',
      proposer.email_address!,
      proposer.date_of_birth!,
      proposer.name!.surname!,
      proposer.address!.postcode!,
      bought.risk!.vehicle!.registration!,
      '816.91',
    ]) {
      expect(text, value).not.toContain(value);
    }
  });
});

describe('proposalView', () => {
  const document: Proposal = { uuid: 'u', direct_debit: mandate, quote: { is_quoted: true } };
  test.each([
    { isPurchased: false, expected: customerView(document) },
    { isPurchased: true, expected: thankYouView(document) },
  ])('bought: $isPurchased', ({ isPurchased, expected }) => {
    expect(proposalView({ isPurchased, document })).toEqual(expected);
  });

  test('views the variant a route answers', () => {
    const variant = { ...document, addons: [] };
    expect(proposalView({ isPurchased: false, document }, variant).addons).toEqual([]);
  });
});
