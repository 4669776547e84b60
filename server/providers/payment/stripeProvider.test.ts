import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  type FakeStripe,
  STRIPE_SECRET_TEXT,
  startFakeStripe,
  stripeEvent,
} from '../../../tests/support/fakes/fakeStripe';
import checkout from '../../../journey/content/checkout.json';
import { escapeHtml } from './hostedPage/html';
import { buildTestApp, type TestApp } from '../../../tests/support/testApp';
import { signatureHeader } from './signature';

/** The payment return page's words (journey/content/checkout.json), as its HTML writes them. */
const returnText = checkout.paymentReturn;
const html = escapeHtml;

const WEBHOOK_SECRET = 'whsec_test_fake';

describe('Stripe Checkout, against a local fake of the Stripe API', () => {
  let stripe: FakeStripe;
  let app: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await buildTestApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_API_URL: stripe.url,
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PUBLIC_BASE_URL: 'https://quotes.example.co.uk',
        // What a hanging Stripe is waited for; a loopback answer takes milliseconds even on a busy
        // machine, so the calls that are answered never reach it.
        PAYMENT_TIMEOUT_MS: '2000',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.mode = 'ok';
    stripe.requests.length = 0;
  });

  const pay = (uuid: string) =>
    app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: `/quote/thankyou?uuid=${uuid}` },
    });
  const webhook = (body: string, secret = WEBHOOK_SECRET) =>
    app.call('POST', '/payments/notifications/stripe', {
      raw: body,
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signatureHeader(body, secret, app.now()),
      },
    });

  test('creates a Checkout Session with the documented form fields and an Idempotency-Key', async () => {
    const { uuid } = await app.proposal('confirmed');
    const answer = await pay(uuid);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      payment_url: 'https://checkout.stripe.com/c/pay/cs_test_1a',
      status: 'pending',
      amount: 641.87,
    });
    const [call] = stripe.requests;
    const payment = (await app.providers.payments.listForProposal(uuid))[0]!;
    expect(call?.headers['idempotency-key']).toBe(payment.idempotencyKey);
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call!.form)).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '64187',
      'line_items[0][price_data][product_data][name]': expect.stringMatching(
        /^Van insurance 20482-55317-\d{5}$/,
      ),
      'line_items[0][quantity]': '1',
      client_reference_id: uuid,
      'metadata[proposal_uuid]': uuid,
      'metadata[payment_id]': payment.id,
      success_url: `https://quotes.example.co.uk/payments/return/${payment.id}`,
      cancel_url: `https://quotes.example.co.uk/quote/payment/failed?uuid=${uuid}`,
    });
    expect(payment.providerReference).toBe('cs_test_1a');
    // A retried request answers the same session without calling Stripe again.
    expect((await pay(uuid)).body.payment_url).toBe(answer.body.payment_url);
    expect(stripe.requests).toHaveLength(1);
  });

  test.each([
    { mode: 'http400', sameKey: true },
    { mode: 'http500', sameKey: false },
    { mode: 'garbage', sameKey: false },
    { mode: 'no_url', sameKey: false },
    { mode: 'hang', sameKey: true },
  ] as const)(
    'Stripe answering $mode: 502 payment_unavailable, a log line, no Stripe text; retry with the same key: $sameKey',
    async ({ mode, sameKey }) => {
      const { uuid } = await app.proposal('confirmed');
      stripe.mode = mode;
      const logsBefore = app.logs.length;
      // A hang ends at the provider's time limit: the 502 below shows it did not wait forever.
      const answer = await pay(uuid);
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ error: 'payment_unavailable', message: expect.any(String) });
      const newLogs = app.logs.slice(logsBefore).join('');
      expect(newLogs).toContain('payment provider call failed');
      expect(newLogs + answer.text).not.toContain(STRIPE_SECRET_TEXT);
      expect(newLogs).not.toContain('sk_test_fake');

      // Stripe replays a saved answer (a 5xx, an unreadable 200) for a key, so those retry with a
      // new one; a timeout or a refused request retries with the same key, never opening two sessions.
      stripe.mode = 'ok';
      const retry = await pay(uuid);
      expect(retry.status).toBe(200);
      const keys = stripe.requests.map((r) => r.headers['idempotency-key']);
      expect(new Set(keys).size).toBe(sameKey ? 1 : 2);
      const payments = await app.providers.payments.listForProposal(uuid);
      expect(payments.map((p) => p.status)).toEqual(sameKey ? ['pending'] : ['void', 'pending']);
    },
  );

  test('a signed checkout.session.completed (paid) marks the proposal purchased, once', async () => {
    const { uuid } = await app.proposal('confirmed');
    await pay(uuid);
    const payment = (await app.providers.payments.listForProposal(uuid))[0]!;
    const session = stripe.sessions.get(payment.providerReference!)!;
    const body = stripeEvent('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
    });
    const first = await webhook(body);
    expect(first.status).toBe(200);
    expect((await app.store.getProposal(uuid))?.document).toMatchObject({
      is_purchased: true,
      quote: { is_purchased: true },
    });
    expect((await webhook(body)).status).toBe(200); // Stripe redelivers: nothing changes
    const types = (await app.store.listEvents(uuid)).map((e) => e.type);
    expect(types.filter((t) => t === 'payment.succeeded')).toHaveLength(1);
    expect((await pay(uuid)).body.status).toBe('succeeded');
  });

  test.each([
    { case: 'a bad signature', secret: 'whsec_wrong', type: 'checkout.session.completed', status: 400 },
    { case: 'an unknown event', secret: WEBHOOK_SECRET, type: 'customer.created', status: 200 },
  ])('$case answers $status and buys nothing', async ({ secret, type, status }) => {
    const { uuid } = await app.proposal('confirmed');
    await pay(uuid);
    const payment = (await app.providers.payments.listForProposal(uuid))[0]!;
    const session = stripe.sessions.get(payment.providerReference!)!;
    const answer = await webhook(stripeEvent(type, { ...session, payment_status: 'paid' }), secret);
    expect(answer.status).toBe(status);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
  });

  test.each([
    { case: 'a body that is not JSON', body: 'hello', status: 400 },
    {
      case: 'an event without a session',
      body: JSON.stringify({ object: 'event', type: 'checkout.session.completed' }),
      status: 400,
    },
  ])('a signed but unreadable notification ($case) answers $status', async ({ body, status }) => {
    expect((await webhook(body)).status).toBe(status);
  });

  test('an amount that differs from the payment is not fulfilled; an expired session fails the payment', async () => {
    const { uuid } = await app.proposal('confirmed');
    await pay(uuid);
    const payment = (await app.providers.payments.listForProposal(uuid))[0]!;
    const session = stripe.sessions.get(payment.providerReference!)!;
    await webhook(
      stripeEvent('checkout.session.completed', { ...session, payment_status: 'paid', amount_total: 100 }),
    );
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
    await webhook(stripeEvent('checkout.session.expired', { ...session, status: 'expired' }));
    expect((await app.providers.payments.get(payment.id))?.status).toBe('failed');
    expect((await app.store.listEvents(uuid)).at(-1)?.type).toBe('payment.failed');
  });

  test("a return address naming no payment: 404 with the page of the journey's words", async () => {
    const unknown = await app.call('GET', '/payments/return/pay_0000000000unknown');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain(html(returnText.notFoundHeading));
    expect(unknown.text).toContain(html(returnText.notFound));
  });

  test('the return address asks Stripe before redirecting: unpaid waits, paid goes to return_url', async () => {
    const { uuid } = await app.proposal('confirmed');
    await pay(uuid);
    const payment = (await app.providers.payments.listForProposal(uuid))[0]!;
    const waiting = await app.call('GET', `/payments/return/${payment.id}`);
    expect(waiting.status).toBe(202);
    for (const words of [returnText.confirmingHeading, returnText.confirming, returnText.doNotPayAgain])
      expect(waiting.text).toContain(html(words));
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);

    stripe.sessions.get(payment.providerReference!)!.payment_status = 'paid';
    const back = await app.call('GET', `/payments/return/${payment.id}`);
    expect(back.status).toBe(303);
    expect(back.location).toBe(`/quote/thankyou?uuid=${uuid}`);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(true);
  });

  test('the embedded notification endpoint and pages do not exist when Stripe is the provider', async () => {
    expect(
      (
        await app.call('POST', '/payments/notifications/embedded', {
          raw: '{}',
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(404);
    // Not the embedded page's script: whatever the web app answers for an unknown path.
    const script = await app.call('GET', '/hosted-payments/assets/hosted-page.js');
    expect(script.status).not.toBe(200);
    expect(script.text).not.toContain('luhnValid');
  });
});
