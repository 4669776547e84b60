import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Store } from '../storage/store';
import errors from '../../journey/content/errors.json';
import hostedPayment from '../../journey/content/hosted-payment.json';
import { fillTemplate } from '../../journey/src/fillTemplate';
import { journeyText } from '../../tests/support/journey/journeyText';
import { buildTestApp, confirmBody, pageToken, type TestApp } from '../../tests/support/testApp';

const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const card = (number: string) => ({ card_number: number, expiry, cvc: '123', name: "James O'Connor" });
const FULL_NUMBERS = ['4242424242424242', '4000000000000002', '4000002500003155', '4000002760003184'];

let app: TestApp;

/** A quoted proposal whose details and declarations the customer confirmed on the summary page. */
async function confirmedQuote(): Promise<string> {
  const { uuid } = await app.proposal('quoted');
  await app.confirmDetails(uuid);
  return uuid;
}

describe('card payment through the embedded hosted page, over HTTP', () => {
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  test('before the summary page confirmed the declarations for this quote: 409 declarations_required, no payment', async () => {
    const { uuid } = await app.proposal('quoted');
    const pay = () =>
      app.call('POST', `/api/proposal/${uuid}/quote/payment`, { body: { return_url: '/quote/thankyou' } });
    const skipped = await pay();
    expect(skipped.status).toBe(409);
    expect(skipped.body).toEqual({
      error: 'declarations_required',
      message: journeyText('content/errors.json#/messages/declarationsRequired'),
    });
    expect(errors.routing.codeRoutes[skipped.body.error as 'declarations_required']).toBe('Summary');
    // The e-mail and mobile alone (the summary's contact update) record no declarations.
    const contactOnly = confirmBody();
    expect(
      (
        await app.call('POST', `/api/proposal/${uuid}/confirm`, {
          body: { risk: contactOnly.risk },
        })
      ).status,
    ).toBe(200);
    expect((await pay()).body.error).toBe('declarations_required');
    expect(await app.providers.payments.listForProposal(uuid)).toEqual([]);

    await app.confirmDetails(uuid);
    expect((await pay()).status).toBe(200);
  });

  test('a new quote needs the declarations again', async () => {
    const uuid = await confirmedQuote();
    const stored = (await app.store.getProposal(uuid))!.document;
    // A rated answer changed (the form's save): the quote goes, and the requote is a new one.
    const changed = {
      ...stored,
      risk: { ...stored.risk, vehicle: { ...stored.risk?.vehicle, value: 14_000 } },
    };
    expect((await app.call('POST', `/api/proposal/${uuid}`, { body: changed })).status).toBe(200);
    const requoted = await app.call('POST', `/api/proposal/${uuid}/quote`);
    expect(requoted.body.quote.is_confirmed).toBeUndefined();
    const pay = () =>
      app.call('POST', `/api/proposal/${uuid}/quote/payment`, { body: { return_url: '/quote/thankyou' } });
    expect((await pay()).body.error).toBe('declarations_required');
    await app.confirmDetails(uuid);
    expect((await pay()).status).toBe(200);
  });

  /** Starts a payment and opens its page: the payment_url, the page and its token. */
  async function openPage(uuid: string, returnUrl = `/quote/thankyou?uuid=${uuid}`) {
    const created = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: returnUrl },
    });
    expect(created.status).toBe(200);
    const page = await app.call('GET', created.body.payment_url);
    return { created, page, token: pageToken(page.text), url: created.body.payment_url as string };
  }

  test('4242 4242 4242 4242: the payment succeeds, the proposal is purchased, then the redirect', async () => {
    const uuid = await confirmedQuote();
    const { created, page, token, url } = await openPage(uuid);
    expect(created.body).toEqual({
      payment_url: expect.stringMatching(/^\/hosted-payments\/pay_/),
      status: 'pending',
      amount: 641.87,
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.text).toContain('£641.87');
    for (const label of [
      ...Object.values(hostedPayment.card.fields).map((field) => field.label),
      fillTemplate(hostedPayment.card.pay, { amount: '£641.87' }),
    ]) {
      expect(page.text).toContain(label);
    }
    expect(page.text).not.toMatch(/<script>|style=/);

    const paid = await app.call('POST', `${url}/pay`, { form: { token, ...card('4242 4242 4242 4242') } });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`/quote/thankyou?uuid=${uuid}`);
    const record = await app.store.getProposal(uuid);
    expect(record?.document.is_purchased).toBe(true);
    expect(record?.document.quote?.is_purchased).toBe(true);
    const events = await app.store.listEvents(uuid);
    expect(events.map((e) => e.type)).toEqual([
      'proposal.created',
      'details.confirmed',
      'payment.created',
      'payment.succeeded',
    ]);
    expect(events[3]?.data).toMatchObject({ card_last4: '4242', card_brand: 'visa', amount_pence: 64187 });
    expect(events[3]?.data.reference).toMatch(/^emb_/);

    const status = await app.call('GET', `/api/proposal/${uuid}/payment-status`);
    expect(status.body).toEqual({
      status: 'succeeded',
      is_purchased: true,
      amount: 641.87,
      card_last4: '4242',
      card_brand: 'visa',
    });
    // Asking again never charges again: the answer is the existing payment's state.
    const again = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: `/quote/complete?uuid=${uuid}` },
    });
    expect(again.body).toEqual({
      payment_url: `/quote/complete?uuid=${uuid}`,
      status: 'succeeded',
      amount: 641.87,
    });
    // The page of a paid payment takes no more money: it sends the customer on.
    expect((await app.call('GET', url)).location).toBe(`/quote/thankyou?uuid=${uuid}`);
    expect(
      (await app.call('POST', `${url}/pay`, { form: { token, ...card('4242424242424242') } })).location,
    ).toBe(`/quote/thankyou?uuid=${uuid}`);
  });

  test('4000 0000 0000 0002: declined, sent to the Failed page, not purchased; a retry starts anew', async () => {
    const uuid = await confirmedQuote();
    const { token, url } = await openPage(uuid);
    const declined = await app.call('POST', `${url}/pay`, {
      form: { token, ...card('4000 0000 0000 0002') },
    });
    expect(declined.status).toBe(303);
    expect(declined.location).toBe(`/quote/payment/failed?uuid=${uuid}`);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
    expect((await app.store.listEvents(uuid)).at(-1)).toMatchObject({
      type: 'payment.failed',
      data: { reason: 'card_declined', card_last4: '0002' },
    });
    expect((await app.call('GET', `/api/proposal/${uuid}/payment-status`)).body.status).toBe('failed');

    const retry = await openPage(uuid);
    expect(retry.url).not.toBe(url);
    const paid = await app.call('POST', `${retry.url}/pay`, {
      form: { token: retry.token, ...card('4242424242424242') },
    });
    expect(paid.location).toBe(`/quote/thankyou?uuid=${uuid}`);
  });

  test.each(['4000 0025 0000 3155', '4000 0027 6000 3184'])(
    '%s: a 3-D Secure challenge, then success',
    async (number) => {
      const uuid = await confirmedQuote();
      const { token, url } = await openPage(uuid);
      const pay = await app.call('POST', `${url}/pay`, { form: { token, ...card(number) } });
      expect(pay.status).toBe(303);
      expect(pay.location).toBe(url);
      const challenge = await app.call('GET', url);
      expect(challenge.text).toContain(hostedPayment.challenge.codeLabel);
      expect(challenge.text).toContain(`ending ${number.slice(-4)}`);
      expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);

      const badCode = await app.call('POST', `${url}/challenge`, { form: { token, code: '12' } });
      expect(badCode.status).toBe(422);
      expect(badCode.text).toContain(errors.hostedPayment.challengeCode);
      const passed = await app.call('POST', `${url}/challenge`, { form: { token, code: '123456' } });
      expect(passed.location).toBe(`/quote/thankyou?uuid=${uuid}`);
      expect((await app.store.getProposal(uuid))?.isPurchased).toBe(true);
    },
  );

  test('a failed 3-D Secure check (000000) fails the payment; cancelling a challenge lets the customer retry', async () => {
    const uuid = await confirmedQuote();
    const first = await openPage(uuid);
    await app.call('POST', `${first.url}/pay`, { form: { token: first.token, ...card('4000002500003155') } });
    const cancelled = await app.call('POST', `${first.url}/cancel`, { form: { token: first.token } });
    expect(cancelled.location).toBe(`/quote/payment/failed?uuid=${uuid}`);
    const again = await openPage(uuid);
    expect(again.url).toBe(first.url);
    expect(again.page.text).toContain('Card number');

    await app.call('POST', `${first.url}/pay`, { form: { token: first.token, ...card('4000002500003155') } });
    const failed = await app.call('POST', `${first.url}/challenge`, {
      form: { token: first.token, code: '000000' },
    });
    expect(failed.location).toBe(`/quote/payment/failed?uuid=${uuid}`);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
    expect((await app.store.listEvents(uuid)).at(-1)?.data.reason).toBe('authentication_failed');
  });

  test.each([
    {
      case: 'a Luhn-invalid number',
      fields: card('4242 4242 4242 4241'),
      message: errors.hostedPayment.numberInvalid,
    },
    {
      case: 'a past expiry',
      fields: { ...card('4242424242424242'), expiry: '01/20' },
      message: errors.hostedPayment.expiryPast,
    },
    {
      case: 'no name',
      fields: { ...card('4242424242424242'), name: '' },
      message: errors.hostedPayment.name,
    },
    { case: 'a real card', fields: card('4111 1111 1111 1111'), message: errors.hostedPayment.testCardsOnly },
  ])('$case is refused on the page with a message, nothing charged', async ({ fields, message }) => {
    const uuid = await confirmedQuote();
    const { token, url } = await openPage(uuid);
    const answer = await app.call('POST', `${url}/pay`, { form: { token, ...fields } });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(message);
    expect(answer.text).toContain(hostedPayment.errorSummary);
    expect(answer.text).not.toContain(fields.card_number);
    expect(answer.text).not.toContain(fields.card_number.replace(/ /g, ''));
    expect((await app.providers.payments.get(url.split('/').at(-1) ?? ''))?.status).toBe('pending');
  });

  test.each([
    { case: 'a wrong token', form: { token: 'x'.repeat(32), ...card('4242424242424242') }, status: 403 },
    { case: 'no token', form: card('4242424242424242'), status: 400 },
    { case: 'an extra field', form: { token: 'x', ...card('4242424242424242'), amount: '1' }, status: 400 },
  ])('a forged form ($case) is refused: $status', async ({ form, status }) => {
    const uuid = await confirmedQuote();
    const { url } = await openPage(uuid);
    expect((await app.call('POST', `${url}/pay`, { form })).status).toBe(status);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
  });

  test('an unknown payment page answers 404; the page assets are served', async () => {
    expect((await app.call('GET', '/hosted-payments/pay_doesnotexist0000')).status).toBe(404);
    // A path out of the payment pages is not theirs: never a file of the machine.
    const outside = await app.call('GET', '/hosted-payments/../../etc');
    expect(outside.status).not.toBe(200);
    expect(outside.text).not.toContain('root:');
    const js = await app.call('GET', '/hosted-payments/assets/hosted-page.js');
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(js.text).toContain('luhnValid');
    expect(
      (await app.call('GET', '/hosted-payments/assets/hosted-page.css')).headers.get('content-type'),
    ).toContain('css');
  });

  test('no full card number is kept in the payments, the events or the logs', async () => {
    const payments = await app.store.db.selectFrom('payments').selectAll().execute();
    const events = await app.store.db.selectFrom('proposal_events').selectAll().execute();
    const proposals = await app.store.db.selectFrom('proposals').selectAll().execute();
    expect(payments.length).toBeGreaterThan(5);
    const text = [
      ...app.logs,
      JSON.stringify(payments),
      JSON.stringify(events),
      JSON.stringify(proposals),
    ].join('\n');
    expect(text).toContain('**** **** **** 4242');
    for (const number of FULL_NUMBERS) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
    expect(text).not.toMatch(/cvc|card_number/);
  });
});

describe('when the store fails while the payment is confirmed', () => {
  let failing = false;
  beforeAll(async () => {
    app = await buildTestApp({
      storeFor: (real) => {
        const store: Store = Object.create(real);
        store.saveProposal = async (...args) => {
          if (failing) throw new Error('database is down: SECRET-DB-TEXT');
          return real.saveProposal(...args);
        };
        return store;
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  test('the hosted page says so (502, no detail), and the next request finishes the purchase without a charge', async () => {
    const uuid = await confirmedQuote();
    const created = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: '/quote/thankyou' },
    });
    const url: string = created.body.payment_url;
    const token = pageToken((await app.call('GET', url)).text);
    failing = true;
    const paid = await app.call('POST', `${url}/pay`, { form: { token, ...card('4242424242424242') } });
    expect(paid.status).toBe(502);
    expect(paid.text).toContain(hostedPayment.pages.unconfirmed.text);
    expect(paid.text).not.toContain('SECRET-DB-TEXT');
    expect(app.logs.join('')).toContain('payment notification not accepted');
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);

    failing = false;
    const again = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: '/quote/thankyou' },
    });
    expect(again.body).toEqual({ payment_url: '/quote/thankyou', status: 'succeeded', amount: 641.87 });
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(true);
    expect(await app.providers.payments.listForProposal(uuid)).toHaveLength(1);
  });
});
