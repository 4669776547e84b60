import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import errorsJson from '../../journey/content/errors.json';
import { proposalFixture } from '../fixtures/index';
import { bought, mandate, mandated, ok } from './buyPolicy';
import { buildTestApp, type TestApp } from '../support/testApp';

// Issue 10, point 6: personal data is given only to whom needs it. No answer carries the bank
// account number or sort code; a bought policy's uuid opens the thank-you view for a day, then
// nothing; the portal link shows the whole policy.

const WHOLE_NUMBERS = [mandate.account_number!, mandate.sort_code!];
const THANK_YOU_KEYS = ['uuid', 'is_purchased', 'is_accepted', 'risk', 'quote'];

describe('personal data in the answers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  // The answers as the pages left them, the price page's third-party-authority answer too.
  const answers = (uuid: string) => {
    const fixture = proposalFixture();
    const userfields = { ...fixture.risk?.userfields, has_third_party_authority: false };
    return { ...fixture, uuid, risk: { ...fixture.risk, userfields } };
  };

  // Every call that answers a proposal (or `{ data: proposal }`), made on a proposal whose mandate
  // is stored. The same answers are sent where a body of answers is needed.
  test.each<{
    call: string;
    method: string;
    path: (uuid: string) => string;
    body?: (uuid: string) => unknown;
  }>([
    { call: 'read', method: 'GET', path: (u) => `/api/proposal/${u}` },
    { call: 'save answers', method: 'POST', path: (u) => `/api/proposal/${u}`, body: answers },
    { call: 'quote', method: 'POST', path: (u) => `/api/proposal/${u}/quote` },
    {
      call: 'add-ons',
      method: 'POST',
      path: (u) => `/api/proposal/${u}/addons`,
      body: () => ({ addons: [{ code: 'LE', is_selected: true }] }),
    },
    {
      call: 'payment option',
      method: 'POST',
      path: (u) => `/api/proposal/${u}/payment-option`,
      body: () => ({ is_pay_monthly: true }),
    },
    {
      call: 'payment option, check only',
      method: 'POST',
      path: (u) => `/api/proposal/${u}/payment-option`,
      body: () => ({ is_pay_monthly: true, check: true }),
    },
    { call: 'update and requote', method: 'POST', path: () => '/json/proposal/update', body: answers },
    { call: 're-quote', method: 'POST', path: () => '/json/proposal/re-quote', body: (u) => ({ uuid: u }) },
    {
      call: 'pay monthly',
      method: 'POST',
      path: (u) => `/api/proposal/${u}/pay-monthly`,
      body: () => ({ is_pay_monthly: true, direct_debit: mandate }),
    },
    {
      call: 'confirm',
      method: 'POST',
      path: (u) => `/api/proposal/${u}/confirm`,
      body: () => ({
        risk: {
          proposer: { email_address: 'sam.carter@example.com', phone_numbers: { mobile: '07700900123' } },
        },
      }),
    },
  ])('$call: the bank numbers masked, stored whole', async ({ method, path, body }) => {
    const uuid = await mandated(app);
    const response = await app.call(method, path(uuid), body ? { body: body(uuid) } : {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const text = JSON.stringify(response.body);
    for (const number of WHOLE_NUMBERS) expect(text).not.toContain(number);
    const proposal = 'data' in response.body ? response.body.data : response.body;
    if (proposal.direct_debit) {
      expect(proposal.direct_debit).toMatchObject({ account_number: '******58', sort_code: '**-**-99' });
    }
    const stored = (await app.store.getProposal(uuid))?.document.direct_debit;
    if (stored) expect(stored).toMatchObject({ account_number: '66374958', sort_code: '089999' });
  });

  test('recall: the bank numbers masked', async () => {
    const uuid = await mandated(app);
    const { quote, risk } = (await app.store.getProposal(uuid))!.document;
    const found = await ok(app, 'POST', '/api/proposal/recall', {
      reference: quote!.reference,
      postcode: risk!.proposer!.address!.postcode,
      dob: risk!.proposer!.date_of_birth,
    });
    expect(found.uuid).toBe(uuid);
    expect(found.direct_debit).toMatchObject({ account_number: '******58', sort_code: '**-**-99' });
  });
});

describe('a bought policy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const status = async (method: string, path: string, body?: unknown) =>
    (await app.call(method, path, body === undefined ? {} : { body })).status;

  test('the uuid opens the thank-you view for 24 hours after purchase, the portal link the whole policy', async () => {
    const uuid = await bought(app);
    const record = (await app.store.getProposal(uuid))!;
    const { quote, risk } = record.document;

    // The thank-you flow, as the page makes it, an hour after paying.
    app.advance(60 * 60_000);
    const paid = await ok(app, 'GET', `/api/proposal/${uuid}`);
    expect(Object.keys(paid).sort()).toEqual([...THANK_YOU_KEYS].sort());
    expect(paid).toEqual({
      uuid,
      is_purchased: true,
      is_accepted: false,
      // The years of no claims discount claimed, which the page asks the customer to prove.
      risk: {
        start_date: risk!.start_date,
        has_previous_insurance: true,
        previous_insurance: { ncd: { years: risk!.previous_insurance!.ncd!.years } },
      },
      quote: { reference: quote!.reference, is_quoted: true, is_purchased: true, is_accepted: false },
    });
    const stored = await ok(app, 'POST', `/api/proposal/${uuid}/device-risk`, { blackbox: 'bb' });
    expect(Object.keys(stored).sort()).toEqual([...THANK_YOU_KEYS].sort());
    await ok(app, 'POST', `/api/proposal/${uuid}/save-device-risk-check`);
    const accepted = await ok(app, 'POST', `/api/proposal/${uuid}/quote/accept`, {});
    expect(accepted).toEqual({
      ...paid,
      is_accepted: true,
      quote: { ...paid.quote, is_accepted: true },
    });
    const { portal_url } = await ok(app, 'GET', `/api/proposal/${uuid}/generate-portal-link`);

    // Whatever the view leaves out is still the policy's: the portal shows it.
    const portal = await app.call('GET', portal_url, { xhr: false });
    expect(portal.status).toBe(200);
    for (const value of [quote!.reference!, risk!.vehicle!.registration!, risk!.proposer!.name!.surname!]) {
      expect(String(portal.body)).toContain(value.replace("'", '&#39;'));
    }

    // 24 hours after paying (not after accepting) the uuid opens nothing: as if never issued.
    app.advance((23 * 60 - 1) * 60_000);
    expect(await status('GET', `/api/proposal/${uuid}`)).toBe(200);
    app.advance(60_000);
    const gone = await app.call('GET', `/api/proposal/${uuid}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'not_found', message: errorsJson.api.proposalNotFound });
    expect(await status('GET', `/api/proposal/${uuid}/generate-portal-link`)).toBe(404);
    expect(await status('POST', `/api/proposal/${uuid}/quote/accept`, {})).toBe(404);
    expect(await status('POST', `/api/proposal/${uuid}/device-risk`, { blackbox: 'bb' })).toBe(404);
    expect(await status('GET', `/api/proposal/${uuid}/payment-status`)).toBe(404);
    expect(
      await status('POST', '/api/proposal/recall', {
        reference: quote!.reference,
        postcode: risk!.proposer!.address!.postcode,
        dob: risk!.proposer!.date_of_birth,
      }),
    ).toBe(404);

    // The link the customer was given still shows the whole policy.
    const later = await app.call('GET', portal_url, { xhr: false });
    expect(later.status).toBe(200);
    expect(String(later.body)).toContain(quote!.reference);
    // Nothing in the store was lost.
    expect((await app.store.getProposal(uuid))?.document.direct_debit).toEqual(mandate);
  });

  test('the purchase time is the payment, however the proposal is saved after', async () => {
    const uuid = await bought(app);
    app.advance(23 * 60 * 60_000);
    // Accepting a day later saves the proposal again; the window still counts from the payment.
    await ok(app, 'POST', `/api/proposal/${uuid}/quote/accept`, {});
    app.advance(60 * 60_000);
    expect(await status('GET', `/api/proposal/${uuid}`)).toBe(404);
  });
});
