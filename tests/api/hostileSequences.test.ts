import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DirectDebit } from '../../schemas/generated/index';
import type { EmbeddedPaymentProvider } from '../../server/providers/payment/embeddedProvider';
import type { PaymentRecord } from '../../server/providers/payment/paymentStore';
import { DECLARATIONS_REQUIRED } from '../../server/quoting/declarations';
import { MANDATE_MISSING_MESSAGE } from '../../server/routes/accept';
import { proposalFixture } from '../fixtures/index';
import { journeyText, questionMessage } from '../support/journey/journeyText';
import type { TestApp } from '../support/testApp';
import { confirmed, mandate, mandated, ok, payOnCardPage, pricePageContinue, quoted } from './buyPolicy';
import { testEngines } from './testEngines';

// A client that calls the API as no page would: answers each call's schema allows but the
// journey's rules forbid together, calls out of the pages' order, and answers sent to calls that
// are not theirs. The server is the one authority: what it refuses is a 4xx with a message that
// writes nothing, and whatever it sells was priced on exactly the answers it stores.

const twoTiers = [
  { code: 'SAB1', is_selected: true },
  { code: 'SAB2', is_selected: true },
];
const oneTierMessage = journeyText('content/validation-messages.json#/rules/oneBreakdownTier');
const mismatchMessage = journeyText('content/errors.json#/messages/registrationMismatch');

/** A third party whose surname the embedded credit check declines. */
const declinedMandate: DirectDebit = {
  is_proposer_account_holder: false,
  account_name: 'Anne Declined',
  account_number: '66374958',
  sort_code: '089999',
  collection_day: 1,
  third_party: {
    title: 'Mrs',
    forename: 'Anne',
    surname: 'Declined',
    date_of_birth: '1960-01-01',
    // An address the address lookup finds: the account holder's is held to its list.
    address: proposalFixture().risk!.proposer!.address!,
  },
};

describe.each(testEngines)('hostile call sequences on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** The embedded provider's signed notification that `payment` succeeded, sent (again). */
  async function redeliver(payment: PaymentRecord) {
    const provider = app.providers.payment as EmbeddedPaymentProvider;
    const notification = {
      type: 'payment.succeeded' as const,
      payment_id: payment.id,
      reference: payment.providerReference ?? '',
      amount_pence: payment.amountPence,
      created: Math.floor(app.now().getTime() / 1000),
    };
    const { rawBody, headers } = provider.signNotification(notification, app.now());
    const response = await app.call('POST', '/payments/notifications/embedded', {
      raw: rawBody.toString(),
      headers: { 'Content-Type': 'application/json', ...(headers as Record<string, string>) },
      xhr: false,
    });
    return response.body;
  }

  /** Calls and expects a refusal that wrote nothing. */
  async function refused(method: string, path: string, body?: unknown) {
    const before = app.writes();
    const response = await app.call(method, path, body === undefined ? {} : { body });
    expect(app.writes(), `${method} ${path} wrote`).toBe(before);
    return response;
  }

  test('two breakdown tiers are refused on every call that saves answers, not only the add-ons page', async () => {
    const uuid = await quoted(app);
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    const withTiers = { ...read, addons: twoTiers };
    for (const [path, body] of [
      ['/api/proposal', { ...proposalFixture(), addons: twoTiers }],
      [`/api/proposal/${uuid}`, withTiers],
      ['/json/proposal/update', withTiers],
      [`/api/proposal/${uuid}/addons`, { addons: twoTiers }],
    ] as const) {
      const response = await refused('POST', path, body);
      expect(response.status, path).toBe(422);
      expect(response.body.errors, path).toContainEqual({ path: 'addons', message: oneTierMessage });
    }
    // What was sold stays what was priced: one tier at most, on the quote and in the answers.
    const after = await ok(app, 'GET', `/api/proposal/${uuid}`);
    expect(after.quote).toEqual(read.quote);
  });

  test('a monthly deposit cannot be paid before the credit check stored the direct debit', async () => {
    const uuid = await quoted(app);
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: true });
    await confirmed(app, uuid);
    const declined = await app.call('POST', `/api/proposal/${uuid}/pay-monthly`, {
      body: { is_pay_monthly: true, direct_debit: declinedMandate },
    });
    expect(declined.body.error).toBe('credit_declined');
    const started = await refused('POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: '/quote/thankyou',
    });
    expect(started.status).toBe(409);
    expect(started.body).toMatchObject({ error: 'conflict', message: MANDATE_MISSING_MESSAGE });
    // Paying in full, as the declined page offers, is still open.
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: false });
    await confirmed(app, uuid);
    const annual = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    expect(await payOnCardPage(app, annual.payment_url)).toBe(`/quote/thankyou?uuid=${uuid}`);
    const accepted = await ok(app, 'POST', `/api/proposal/${uuid}/quote/accept`, {
      direct_debit: declinedMandate,
    });
    expect(accepted.quote.is_accepted).toBe(true);
    expect((await app.store.getProposal(uuid))?.document.is_pay_monthly).toBe(false);
  });

  test('the price page cannot put another plate on a van quoted with its registration', async () => {
    const uuid = await quoted(app);
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    const own = read.risk.vehicle.registration as string;
    for (const check of [true, false]) {
      const response = await refused('POST', `/api/proposal/${uuid}/payment-option`, {
        check,
        is_pay_monthly: false,
        risk: { vehicle: { registration: 'LF19ABC' } },
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([{ path: 'risk.vehicle.registration', message: mismatchMessage }]);
    }
    expect((await ok(app, 'GET', `/api/proposal/${uuid}`)).risk.vehicle.registration).toBe(own);
    // Its own registration is no change.
    const same = await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, {
      is_pay_monthly: false,
      risk: { vehicle: { registration: own } },
    });
    expect(same.quote.reference).toBe(read.quote.reference);
  });

  test("the third-party authority's rules hold however its answers are sent, not only on the price page", async () => {
    const uuid = await quoted(app);
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    const tooYoung = {
      ...read.risk.userfields,
      has_third_party_authority: true,
      tpa_title: 'Mr',
      tpa_forename: 'Kit',
      tpa_surname: 'Small',
      tpa_date_of_birth: '2020-01-01',
      tpa_email: 'kit.small@example.com',
      tpa_phone: '07700900111',
    };
    const withTpa = (userfields: unknown) => ({ ...read, risk: { ...read.risk, userfields } });
    const minAge = {
      path: 'risk.userfields.tpa_date_of_birth',
      message: questionMessage('risk.userfields.tpa_date_of_birth', 'minAge', 'third-party-authority'),
    };
    for (const path of [`/api/proposal/${uuid}`, '/json/proposal/update']) {
      const response = await refused('POST', path, withTpa(tooYoung));
      expect(response.status, path).toBe(422);
      expect(response.body.errors, path).toContainEqual(minAge);
    }
    const { uuid: _uuid, quote: _quote, ...answers } = withTpa({ has_third_party_authority: true });
    const created = await refused('POST', '/api/proposal', answers);
    expect(created.status).toBe(422);
    expect(created.body.errors).toContainEqual({
      path: 'risk.userfields.tpa_forename',
      message: questionMessage('risk.userfields.tpa_forename', 'required', 'third-party-authority'),
    });
    // A grown-up's details are taken as the price page takes them, and the quote stays.
    const saved = await ok(
      app,
      'POST',
      `/api/proposal/${uuid}`,
      withTpa({ ...tooYoung, tpa_date_of_birth: '1970-01-01' }),
    );
    expect(saved.risk.userfields.tpa_forename).toBe('Kit');
    expect(saved.quote.reference).toBe(read.quote.reference);
  });

  test('an answer in bytes that are not UTF-8 is refused, not stored with U+FFFD in its place', async () => {
    const uuid = await quoted(app);
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    const name = { ...read.risk.proposer.name, forenames: 'Ren\u00e9e' };
    const text = JSON.stringify({
      ...read,
      risk: { ...read.risk, proposer: { ...read.risk.proposer, name } },
    });
    const before = app.writes();
    for (const type of ['application/json', 'application/json;charset="utf-8"']) {
      const response = await fetch(`${app.base}/api/proposal/${uuid}`, {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': type },
        body: Buffer.from(text, 'latin1'),
      });
      expect(response.status, type).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('invalid');
    }
    expect(app.writes()).toBe(before);
    const saved = await ok(app, 'POST', `/api/proposal/${uuid}`, JSON.parse(text));
    expect(saved.risk.proposer.name.forenames).toBe('Ren\u00e9e');
  });

  test('a card page opened before the quote changed buys nothing its declarations were not given for', async () => {
    const uuid = await quoted(app);
    await confirmed(app, uuid);
    const started = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    // Another tab moves the start date: a new quote at the same price, its declarations not given.
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    const moved = await ok(app, 'POST', '/json/proposal/update', {
      ...read,
      risk: { ...read.risk, start_date: '2026-12-03' },
    });
    expect(moved.data.quote.premium).toBe(started.amount);
    expect(moved.data.quote.is_confirmed).toBeUndefined();
    // The new quote voided the page opened first: it takes nothing, and buys nothing.
    expect((await app.call('GET', started.payment_url, { xhr: false })).status).toBe(410);
    await payOnCardPage(app, started.payment_url);
    const after = await app.store.getProposal(uuid);
    expect(after?.isPurchased).toBe(false);
    // A provider whose page took the money even so (its session cancelled too late) records it for
    // staff to refund; once the new quote's declarations are confirmed that money buys nothing
    // still: not the provider's notification of it again, nor a new call to pay.
    await confirmed(app, uuid);
    const [first] = await app.providers.payments.listForProposal(uuid);
    expect(await redeliver(first!)).toMatchObject({ received: true });
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
    expect((await app.store.listEvents(uuid)).map((e) => e.type)).toContain('payment.succeeded_after_void');
    const again = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    expect(again.status).toBe('pending');
    expect(await payOnCardPage(app, again.payment_url)).toBe(`/quote/thankyou?uuid=${uuid}`);
    const purchase = (await app.store.listEvents(uuid)).find((e) => e.type === 'payment.succeeded');
    expect(purchase?.data.payment_id).not.toBe(first!.id);
    expect((await ok(app, 'POST', `/api/proposal/${uuid}/quote/accept`, {})).quote.is_accepted).toBe(true);
  });

  test('a mandate saved unchecked while the quote was referred pays for no monthly policy once it is not', async () => {
    const uuid = await quoted(app);
    await pricePageContinue(app, uuid, true);
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    const valued = (value: number) => ({
      ...read,
      risk: { ...read.risk, vehicle: { ...read.risk.vehicle, value } },
    });
    // A van worth more than the ratebook takes online: referred, so no credit search is run.
    await ok(app, 'POST', '/json/proposal/update', valued(70_000));
    await ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, { is_pay_monthly: true });
    await confirmed(app, uuid);
    const referred = await ok(app, 'POST', `/api/proposal/${uuid}/pay-monthly`, {
      is_pay_monthly: true,
      direct_debit: declinedMandate,
    });
    expect(referred.quote.is_referred).toBe(true);
    // The van's value put back: a quote that can be bought online. The form's answer to how the
    // customer pays is the price page's monthly now (paymentChoice.ts), and is sent so.
    const requoted = await ok(app, 'POST', '/json/proposal/update', {
      ...valued(16_500),
      is_pay_monthly: true,
      risk: { ...valued(16_500).risk, duqs: { ...read.risk.duqs, is_pay_monthly: true } },
    });
    expect(requoted.data.quote.is_referred).toBe(false);
    await confirmed(app, uuid);
    const started = await refused('POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    expect(started.status).toBe(409);
    expect(started.body).toMatchObject({ error: 'conflict', message: MANDATE_MISSING_MESSAGE });
  });

  test('a list far longer than any call takes is refused from its text, and no refusal names more than 200 answers', async () => {
    const uuid = await quoted(app);
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    const details = read.risk.proposer.driver_details;
    const withClaims = (claims: unknown[]) => ({
      ...read,
      risk: { ...read.risk, proposer: { ...read.risk.proposer, driver_details: { ...details, claims } } },
    });
    // 40,000 empty claims fit in the body limit; checked one by one they took the server 25 s.
    const started = Date.now();
    const long = await refused(
      'POST',
      `/api/proposal/${uuid}`,
      withClaims(Array.from({ length: 40_000 }, () => ({}))),
    );
    expect(long.status).toBe(422);
    expect(long.body.errors).toHaveLength(1);
    expect(long.body.errors[0].message).toMatch(/more than \d+ items/);
    expect(Date.now() - started).toBeLessThan(5_000);
    // A list within that bound is checked item by item, and the answer names at most 200 of them
    // (app.call holds every answer to openapi.json, whose error lists hold 200 at most).
    const many = await refused(
      'POST',
      `/api/proposal/${uuid}`,
      withClaims(Array.from({ length: 150 }, () => ({}))),
    );
    expect(many.status).toBe(422);
    expect(many.body.errors).toHaveLength(200);
    // So do answers no form asks, spread over objects each within the members a body may hold.
    const keys = (prefix: string) =>
      Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`${prefix}${i}`, 1]));
    const wide = await refused('POST', `/api/proposal/${uuid}`, {
      ...read,
      ...keys('k'),
      risk: { ...read.risk, ...keys('r') },
    });
    expect(wide.status).toBe(422);
    expect(wide.body.errors).toHaveLength(200);
  });

  test("a proposal sent back as read, its Direct Debit masked, is saved: the mandate is the server's own", async () => {
    const uuid = await mandated(app);
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    expect(read.direct_debit.account_number).not.toBe(mandate.account_number);
    const saved = await ok(app, 'POST', `/api/proposal/${uuid}`, read);
    expect(saved.direct_debit).toEqual(read.direct_debit);
    const stored = async () => (await app.store.getProposal(uuid))?.document.direct_debit?.account_number;
    expect(await stored()).toBe(mandate.account_number);
    // The price page's start date change, as it sends it: the proposal it read, one answer changed.
    const moved = await ok(app, 'POST', '/json/proposal/update', {
      ...saved,
      risk: { ...saved.risk, start_date: '2026-12-03' },
    });
    expect(moved.data.risk.start_date).toBe('2026-12-03');
  });

  test('a new quote needs the Direct Debit again: the credit check accepted the credit of the quote before', async () => {
    const uuid = await mandated(app);
    const before = await ok(app, 'GET', `/api/proposal/${uuid}`);
    // Every add-on taken after the instalments page: more credit than the search was asked for.
    const more = await ok(app, 'POST', `/api/proposal/${uuid}/addons`, {
      addons: ['PA', 'LE', 'KEY', 'TO', 'SABEU'].map((code) => ({ code, is_selected: true })),
    });
    expect(more.quote.premium).toBeGreaterThan(before.quote.premium);
    await confirmed(app, uuid);
    const started = await refused('POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    expect(started.status).toBe(409);
    expect(started.body).toMatchObject({ error: 'conflict', message: MANDATE_MISSING_MESSAGE });
    // The instalments page again: the search for the new credit, then the deposit.
    await ok(app, 'POST', `/api/proposal/${uuid}/pay-monthly`, {
      is_pay_monthly: true,
      direct_debit: mandate,
    });
    const again = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    expect(again.amount).toBe(more.quote.monthly_deposit);
  });

  test('a deposit page opened before a new quote buys no monthly policy without the Direct Debit', async () => {
    const uuid = await mandated(app);
    const started = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    // Another tab moves the start date (a new quote, the same deposit) and confirms it again.
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    const moved = await ok(app, 'POST', '/json/proposal/update', {
      ...read,
      risk: { ...read.risk, start_date: '2026-12-03' },
    });
    expect(moved.data.quote.monthly_deposit).toBe(started.amount);
    await confirmed(app, uuid);
    // The new quote voided the page: it takes nothing, and buys nothing.
    await payOnCardPage(app, started.payment_url);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
    expect(await app.providers.payments.listForProposal(uuid)).toMatchObject([{ status: 'void' }]);
  });

  test('the auto-renewal answer changed after the summary confirmed it is confirmed again before paying', async () => {
    const uuid = await quoted(app);
    await confirmed(app, uuid);
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    expect(read.consent_to_auto_renew).toBe(true);
    // A whole-proposal save, then the price page's call, each turning auto-renewal off.
    for (const change of [
      () => ok(app, 'POST', '/json/proposal/update', { ...read, consent_to_auto_renew: false }),
      () =>
        ok(app, 'POST', `/api/proposal/${uuid}/payment-option`, {
          is_pay_monthly: false,
          consent_to_auto_renew: false,
        }),
    ]) {
      await change();
      const payment = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
        body: { return_url: `/quote/thankyou?uuid=${uuid}` },
      });
      expect(payment.status, JSON.stringify(payment.body)).toBe(409);
      expect(payment.body.error).toBe(DECLARATIONS_REQUIRED);
      await confirmed(app, uuid);
    }
    // Confirmed again with the answer now stored, the payment starts.
    await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
  });
});
