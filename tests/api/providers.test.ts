import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFixture } from '../fixtures/index';
import { journeyText } from '../support/journey/journeyText';
import { buildTestApp, type TestApp } from '../support/testApp';
import { bought } from './buyPolicy';

/** Every outside service's calls answer through createApp with the embedded defaults. */
describe('the embedded services through createApp', () => {
  let app: TestApp;
  let uuid: string;
  beforeAll(async () => {
    app = await buildTestApp();
    uuid = (await app.call('POST', '/api/proposal', { body: proposalFixture() })).body.uuid;
    expect((await app.call('POST', `/api/proposal/${uuid}/quote`)).status).toBe(200);
    // The summary's declarations, which paying needs.
    await app.confirmDetails(uuid);
  });
  afterAll(async () => app.close());

  test('vehicle lookup by registration, the never-found plates, and the manual cascade', async () => {
    const found = await app.call('GET', '/api/vehicle/registration?registration=LF19ABC');
    expect(found.status).toBe(200);
    expect(found.body.vehicles[0]).toMatchObject({
      registration: 'LF19ABC',
      abi_code: expect.stringMatching(/^\d{8}$/),
    });
    expect(found.body.vehicles[0].year).toBe(2019);
    expect((await app.call('GET', '/api/vehicle/registration?registration=AB12NFD')).body).toEqual({
      vehicles: [],
    });
    expect((await app.call('GET', '/api/vehicle/registration?registration=NOT A PLATE')).status).toBe(422);

    const makes = (await app.call('GET', '/api/vehicle')).body.manufacturer as { value: string }[];
    expect(makes.length).toBeGreaterThan(10);
    const ford = makes.find((m) => /ford/i.test(m.value))!.value;
    const models = (await app.call('GET', `/api/vehicle?manufacturer=${encodeURIComponent(ford)}`)).body
      .model;
    expect(models.length).toBeGreaterThan(1);
  });

  test('address lookup: believable addresses, an invalid postcode refused, the empty family', async () => {
    const found = await app.call('GET', '/api/address?postcode=LS61HR');
    expect(found.status).toBe(200);
    expect(found.body.addresses.length).toBeGreaterThanOrEqual(8);
    expect(found.body.addresses[0]).toMatchObject({ line_1: expect.any(String), postcode: 'LS6 1HR' });
    expect((await app.call('GET', '/api/address?postcode=LS6%209ZZ')).body).toEqual({ addresses: [] });
    expect((await app.call('GET', '/api/address?postcode=XX1')).status).toBe(422);
  });

  test('bot check: an issued token passes once', async () => {
    const { token } = (await app.call('GET', '/api/recaptcha/token')).body;
    expect((await app.call('POST', '/api/recaptcha', { body: { response: token } })).body).toEqual({
      success: true,
    });
    expect((await app.call('POST', '/api/recaptcha', { body: { response: token } })).body).toEqual({
      success: false,
    });
    expect((await app.call('POST', '/api/recaptcha', { body: { response: 'forged' } })).body).toEqual({
      success: false,
    });
  });

  test('fraud check: the blackbox of a bought policy is stored, then checked', async () => {
    const paid = await bought(app);
    const blackbox = Buffer.from(
      JSON.stringify({ v: 1, ts: Date.parse('2026-11-20T10:00:00Z'), ua: 'Mozilla/5.0' }),
    ).toString('base64');
    const stored = await app.call('POST', `/api/proposal/${paid}/device-risk`, { body: { blackbox } });
    expect(stored.status).toBe(200);
    expect((await app.store.getProposal(paid))?.document.risk?.userfields?.iovachek).toBe(blackbox);
    const check = await app.call('POST', `/api/proposal/${paid}/save-device-risk-check`);
    expect(check.status).toBe(200);
    expect(['allow', 'review', 'deny']).toContain(check.body.result);
  });

  test('monthly payment: bank details are modulus checked before the credit check', async () => {
    const holder = { account_name: 'James OConnor', collection_day: 1, is_proposer_account_holder: true };
    const bad = await app.call('POST', `/api/proposal/${uuid}/pay-monthly`, {
      body: {
        is_pay_monthly: true,
        direct_debit: { ...holder, sort_code: '938063', account_number: '15764273' },
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(journeyText('content/validation-messages.json#/rules/bankDetailsMismatch'));
    const good = await app.call('POST', `/api/proposal/${uuid}/pay-monthly`, {
      body: {
        is_pay_monthly: true,
        direct_debit: { ...holder, sort_code: '089999', account_number: '66374958' },
      },
    });
    expect(good.status).toBe(200);
    // Stored whole, shown masked.
    expect(good.body).toMatchObject({ is_pay_monthly: true, direct_debit: { sort_code: '**-**-99' } });
  });

  test('the quote e-mail is queued once and delivered to the outbox folder', async () => {
    const first = await app.call('POST', `/api/proposal/${uuid}/send-quote-email`, { body: { uuid } });
    expect(first.body).toEqual({ success: true });
    await app.call('POST', `/api/proposal/${uuid}/send-quote-email`, { body: { uuid } });
    const outbox = app.providers.email.outbox;
    expect(await outbox.list(uuid)).toHaveLength(1);
    await outbox.deliverPending(new Date('2026-11-20T10:01:00Z'));
    expect(readdirSync(app.outboxDir).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  });

  test('card payment: the hosted page takes a test card and the server marks the policy bought', async () => {
    const created = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: `/quote/thankyou?uuid=${uuid}` },
    });
    expect(created.status).toBe(200);
    const paymentUrl: string = created.body.payment_url;
    const again = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: `/quote/thankyou?uuid=${uuid}` },
    });
    expect(again.body.payment_url).toBe(paymentUrl);

    const page = await app.call('GET', new URL(paymentUrl, 'http://x').pathname, { xhr: false });
    expect(page.status).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(String(page.body))![1]!;
    const form = new URLSearchParams({
      token,
      card_number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      name: 'J OConnor',
    });
    const paid = await app.call('POST', `${new URL(paymentUrl, 'http://x').pathname}/pay`, {
      raw: form.toString(),
      xhr: false,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/quote/thankyou?uuid=${uuid}`);
    const proposal = (await app.call('GET', `/api/proposal/${uuid}`)).body;
    expect(proposal.is_purchased).toBe(true);
    expect(app.logs.join('')).not.toContain('4242424242424242');
  });
});
