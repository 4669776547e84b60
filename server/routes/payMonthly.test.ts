import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DirectDebit, Proposal } from '../../schemas/generated/index';
import { journeyText, questionMessage, questionNumber } from '../../tests/support/journey/journeyText';
import { buildTestApp, type TestApp } from '../../tests/support/testApp';
import type { CreditProvider } from '../providers/credit/creditProvider';
import { CreditUnavailableError } from '../providers/credit/creditProvider';
import { embeddedCreditProvider } from '../providers/credit/embeddedCredit';
import { embeddedAddresses } from '../providers/address/EmbeddedAddressProvider';
import { httpCreditProvider } from '../providers/credit/httpCredit';

// The credit service under test: the embedded rules unless a test swaps it; calls are counted.
let credit: CreditProvider = embeddedCreditProvider();
let creditCalls = 0;
/** The journey's validation message `key` (content/validation-messages.json), filled in. */
const validation = (key: string, values?: Record<string, string>) =>
  journeyText(`content/validation-messages.json#/${key}`, values);

const countingCredit: CreditProvider = {
  get name() {
    return credit.name;
  },
  softSearch: (application) => {
    creditCalls += 1;
    return credit.softSearch(application);
  },
};

let app: TestApp;
let silent: HttpServer;

beforeAll(async () => {
  app = await buildTestApp({ providers: { credit: countingCredit } });
  // A credit service that takes the request and never answers.
  silent = await new Promise((resolve) => {
    const s = createServer(() => {});
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
});
afterAll(async () => {
  silent.closeAllConnections();
  await Promise.all([app.close(), new Promise((resolve) => silent.close(resolve))]);
});
beforeEach(() => {
  credit = embeddedCreditProvider();
  creditCalls = 0;
  app.logs.length = 0;
});

/**
 * Stores a quoted proposal (changed by `edit`) whose declarations the customer confirmed on the
 * summary page, as they must before giving a mandate, and returns its uuid.
 */
/** The version of such a proposal: stored (1), then confirmed (2). */
const CONFIRMED_VERSION = 2;
const quotedProposal = async (edit?: (p: Proposal) => void) => {
  const { uuid } = await app.proposal('quoted', edit);
  await app.confirmDetails(uuid);
  return uuid;
};

async function payMonthly(uuid: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await app.call('POST', `/api/proposal/${uuid}/pay-monthly`, { body, headers });
  return { status: answer.status, body: answer.body as Record<string, unknown> };
}

const proposerPays: DirectDebit = {
  account_number: '66374958',
  sort_code: '089999',
  account_name: "James O'Connor",
  collection_day: 1,
  is_proposer_account_holder: true,
};
const thirdParty = {
  title: 'Mrs',
  forename: 'Ann',
  surname: 'Payer',
  date_of_birth: '1960-03-03',
  // One the address lookup finds: the account holder's address is held to its list.
  address: embeddedAddresses('LS1 1AA')[0]!,
};
const thirdPartyPays: DirectDebit = {
  ...proposerPays,
  account_name: 'Ann Payer',
  is_proposer_account_holder: false,
  third_party: thirdParty,
};
const request = (direct_debit: DirectDebit) => ({ is_pay_monthly: true, direct_debit });
/** The mandate as the answer shows it: stored whole, shown with the last two digits only. */
const masked = (mandate: DirectDebit) => ({ ...mandate, account_number: '******58', sort_code: '**-**-99' });

describe('POST /api/proposal/{id}/pay-monthly', () => {
  test('accepted: saves the mandate and is_pay_monthly, records the outcome without bank details', async () => {
    const uuid = await quotedProposal();
    const { collection_day: _omitted, ...withoutDay } = proposerPays;
    // A third party sent with the proposer as holder is dropped, and the collection day defaults to 1.
    const response = await payMonthly(uuid, request({ ...withoutDay, third_party: thirdParty }));
    expect(response.status).toBe(200);
    expect(response.body.is_pay_monthly).toBe(true);
    expect(response.body.direct_debit).toEqual(masked(proposerPays));
    expect(creditCalls).toBe(1);
    const stored = await app.store.getProposal(uuid);
    expect(stored?.document.direct_debit).toEqual(proposerPays);
    const event = (await app.store.listEvents(uuid)).at(-1);
    expect(event).toMatchObject({
      type: 'credit.accepted',
      data: { provider: 'embedded', holder: 'proposer' },
    });
    expect(JSON.stringify(event)).not.toMatch(/66374958|089999/);
    expect(app.logs.join('')).not.toMatch(/66374958|089999|O'Connor/);
  });

  test.each([
    { start: '2026-12-09', sent: 5, stored: 9 },
    // No 30th in every month: collected on the 28th, which the page says.
    { start: '2026-11-30', sent: 1, stored: 28 },
  ])(
    'collects on the start date ($start) day of the month, day $stored, whatever day the client sends',
    async ({ start, sent, stored }) => {
      const uuid = await quotedProposal((p) => {
        p.risk = { ...p.risk, start_date: start };
      });
      const response = await payMonthly(uuid, request({ ...proposerPays, collection_day: sent }));
      expect(response.status).toBe(200);
      expect(response.body.direct_debit).toMatchObject({ collection_day: stored });
      expect((await app.store.getProposal(uuid))?.document.direct_debit?.collection_day).toBe(stored);
    },
  );

  test('accepted with a third-party holder', async () => {
    const uuid = await quotedProposal();
    const response = await payMonthly(uuid, request(thirdPartyPays));
    expect(response.status).toBe(200);
    expect(response.body.direct_debit).toEqual(masked(thirdPartyPays));
  });

  test.each([
    {
      case: 'no direct debit',
      body: { is_pay_monthly: true },
      path: 'direct_debit',
      message: validation('required'),
    },
    {
      case: 'is_pay_monthly false',
      body: { is_pay_monthly: false, direct_debit: proposerPays },
      path: 'is_pay_monthly',
      message: validation('const'),
    },
    {
      case: 'a short account number',
      body: request({ ...proposerPays, account_number: '1234' }),
      path: 'direct_debit.account_number',
      message: validation('formats/account-number'),
    },
    {
      case: 'a sort code with dashes',
      body: request({ ...proposerPays, sort_code: '08-99-99' }),
      path: 'direct_debit.sort_code',
      message: validation('formats/sort-code'),
    },
    {
      case: 'no answer to the account holder question',
      body: request({ ...proposerPays, is_proposer_account_holder: undefined }),
      path: 'direct_debit.is_proposer_account_holder',
      message: questionMessage('direct_debit.is_proposer_account_holder', 'required', 'direct-debit'),
    },
    {
      case: 'no account name',
      body: request({ ...proposerPays, account_name: undefined }),
      path: 'direct_debit.account_name',
      message: questionMessage('direct_debit.account_name', 'required', 'direct-debit'),
    },
    {
      case: 'a third-party holder without a surname',
      body: request({ ...thirdPartyPays, third_party: { ...thirdParty, surname: undefined } }),
      path: 'direct_debit.third_party.surname',
      message: questionMessage('direct_debit.third_party.surname', 'required', 'direct-debit'),
    },
    {
      case: 'a third-party holder under 18',
      body: request({ ...thirdPartyPays, third_party: { ...thirdParty, date_of_birth: '2008-11-21' } }),
      path: 'direct_debit.third_party.date_of_birth',
      message: questionMessage('direct_debit.third_party.date_of_birth', 'minAge', 'direct-debit'),
    },
    {
      case: 'an unknown field',
      body: { ...request(proposerPays), is_admin: true },
      path: 'is_admin',
      message: validation('additionalProperties', { field: '"is_admin"' }),
    },
  ])('422 for $case, with no credit check and nothing written', async ({ body, path, message }) => {
    const uuid = await quotedProposal();
    const response = await payMonthly(uuid, body);
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('invalid');
    const error = (response.body.errors as { path: string; message: string }[]).find((e) => e.path === path);
    expect(error?.message).toBe(message);
    expect(creditCalls).toBe(0);
    expect((await app.store.getProposal(uuid))?.version).toBe(CONFIRMED_VERSION);
  });

  test('the under-18 rule: a proposer under 18 cannot hold the account, but an adult third party can', async () => {
    const uuid = await quotedProposal((p) => {
      if (p.risk?.proposer) p.risk.proposer.date_of_birth = '2009-06-01';
    });
    const refused = await payMonthly(uuid, request(proposerPays));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        path: 'direct_debit.is_proposer_account_holder',
        message: journeyText('content/validation-messages.json#/rules/under18AccountHolder', {
          minAge: questionNumber('direct_debit.third_party.date_of_birth', 'minAge', 'direct-debit'),
        }),
      },
    ]);
    expect((await payMonthly(uuid, request(thirdPartyPays))).status).toBe(200);
  });

  test('bank details that fail the modulus check: 422 with the message, and no credit check', async () => {
    const uuid = await quotedProposal();
    const response = await payMonthly(
      uuid,
      request({ ...proposerPays, sort_code: '938063', account_number: '15764273' }),
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: 'invalid',
      message: journeyText('content/validation-messages.json#/rules/bankDetailsMismatch'),
      errors: [
        {
          path: 'direct_debit.account_number',
          message: journeyText('content/validation-messages.json#/rules/bankDetailsMismatch'),
        },
      ],
    });
    expect(creditCalls).toBe(0);
  });

  test('declined: 409 credit_declined, the proposal unchanged, the decline recorded', async () => {
    const uuid = await quotedProposal();
    const response = await payMonthly(uuid, request({ ...proposerPays, account_name: 'James Declined' }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 'credit_declined',
      message: journeyText('content/errors.json#/messages/creditDeclined'),
    });
    const stored = await app.store.getProposal(uuid);
    expect(stored?.version).toBe(CONFIRMED_VERSION);
    expect(stored?.document.direct_debit).toBeUndefined();
    expect((await app.store.listEvents(uuid)).at(-1)).toMatchObject({ type: 'credit.declined' });
  });

  test.each([
    {
      case: 'fails with its own text',
      provider: (): CreditProvider => ({
        name: 'http',
        softSearch: () => Promise.reject(new Error('ORA-00942 table scores missing')),
      }),
    },
    {
      case: 'is down',
      provider: (): CreditProvider => ({
        name: 'http',
        softSearch: () => Promise.reject(new CreditUnavailableError('status', 503)),
      }),
    },
    {
      case: 'never answers',
      provider: () =>
        httpCreditProvider({
          url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`,
          apiKey: 'k',
          timeoutMs: 200,
        }),
    },
  ])(
    'a credit service that $case: 502 credit_unavailable, its text kept out, one log line',
    async ({ provider }) => {
      credit = provider();
      const uuid = await quotedProposal();
      const response = await payMonthly(uuid, request(proposerPays));
      expect(response.status).toBe(502);
      expect(response.body).toEqual({
        error: 'credit_unavailable',
        message: journeyText('content/errors.json#/messages/creditUnavailable'),
      });
      expect(app.logs.filter((line) => line.includes('credit check failed'))).toHaveLength(1);
      expect(app.logs.join('')).not.toMatch(/ORA-00942|66374958/);
      expect((await app.store.getProposal(uuid))?.version).toBe(CONFIRMED_VERSION);
    },
  );

  test('a referred quote: monthly is saved without a credit search, the unchecked details not as the mandate; the app reads is_referred', async () => {
    const uuid = await quotedProposal((p) => {
      if (p.quote) p.quote.is_referred = true;
    });
    const response = await payMonthly(uuid, request(proposerPays));
    expect(response.status).toBe(200);
    expect((response.body.quote as { is_referred: boolean }).is_referred).toBe(true);
    expect(creditCalls).toBe(0);
    const stored = (await app.store.getProposal(uuid))?.document;
    expect(stored?.is_pay_monthly).toBe(true);
    expect(stored?.direct_debit).toBeUndefined();
  });

  test.each([
    { case: 'no quote yet', edit: (p: Proposal) => void delete p.quote, status: 409, error: 'quote_stale' },
    {
      case: 'a declined quote',
      edit: (p: Proposal) => void (p.quote && (p.quote.is_quoted = false)),
      status: 409,
      error: 'quote_stale',
    },

    {
      case: 'a purchased policy',
      edit: (p: Proposal) => void (p.is_purchased = true),
      status: 409,
      error: 'conflict',
    },
  ])('$case: $status $error', async ({ edit, status, error }) => {
    // Stored as it is: there is no quote to confirm on the summary page.
    const { uuid } = await app.proposal('quoted', edit);
    const response = await payMonthly(uuid, request(proposerPays));
    expect(response).toMatchObject({ status, body: { error } });
    expect(creditCalls).toBe(0);
  });

  test("without the summary page's declarations for the current quote: 409 declarations_required, no credit check, nothing written", async () => {
    const { uuid } = await app.proposal('quoted');
    const response = await payMonthly(uuid, request(proposerPays));
    expect(response).toMatchObject({ status: 409, body: { error: 'declarations_required' } });
    expect(creditCalls).toBe(0);
    expect((await app.store.getProposal(uuid))?.version).toBe(1);
    await app.confirmDetails(uuid);
    expect((await payMonthly(uuid, request(proposerPays))).status).toBe(200);
  });

  test('an unknown proposal is 404 and a call without the XHR header is 403', async () => {
    expect((await payMonthly('6f1c2a7e-3b4d-4c5e-8f90-ffffffffffff', request(proposerPays))).status).toBe(
      404,
    );
    const uuid = await quotedProposal();
    const response = await app.call('POST', `/api/proposal/${uuid}/pay-monthly`, {
      body: request(proposerPays),
      xhr: false,
    });
    expect(response.status).toBe(403);
  });
});
