import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmbeddedPaymentNotification } from '../../../schemas/generated/index';
import { buildTestApp, type TestApp } from '../../../tests/support/testApp';
import { signatureHeader } from './signature';

const SECRET = 'embedded-notification-secret';

describe('POST /payments/notifications/embedded: the same check as a webhook', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { PAYMENT_NOTIFICATION_SECRET: SECRET } });
  });
  afterAll(async () => {
    await app.close();
  });

  async function startedPayment() {
    const { uuid } = await app.proposal('confirmed');
    await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: '/quote/thankyou' },
    });
    const payment = (await app.providers.payments.listForProposal(uuid))[0]!;
    const notification: EmbeddedPaymentNotification = {
      type: 'payment.succeeded',
      payment_id: payment.id,
      reference: payment.providerReference!,
      amount_pence: payment.amountPence,
      card_last4: '4242',
      card_brand: 'visa',
      created: Math.floor(app.now().getTime() / 1000),
    };
    return { uuid, body: JSON.stringify(notification) };
  }

  const post = (body: string, signature: string | undefined) =>
    app.call('POST', '/payments/notifications/embedded', {
      raw: body,
      headers: {
        'Content-Type': 'application/json',
        ...(signature ? { 'X-Payment-Signature': signature } : {}),
      },
    });

  test.each([
    { case: 'no signature', sign: () => undefined },
    { case: 'the wrong secret', sign: (body: string) => signatureHeader(body, 'guess', app.now()) },
    {
      case: 'an old signature',
      sign: (body: string) => signatureHeader(body, SECRET, new Date(app.now().getTime() - 600_000)),
    },
    { case: 'a malformed header', sign: () => 't=now,v1=nothing' },
  ])('a forged notification ($case) is refused with 400 and buys nothing', async ({ sign }) => {
    const { uuid, body } = await startedPayment();
    const answer = await post(body, sign(body));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid');
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
  });

  test('a tampered body (another amount) is refused', async () => {
    const { uuid, body } = await startedPayment();
    const signature = signatureHeader(body, SECRET, app.now());
    expect((await post(body.replace('64187', '100'), signature)).status).toBe(400);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
  });

  test('a correctly signed notification is accepted and buys the policy', async () => {
    const { uuid, body } = await startedPayment();
    const answer = await post(body, signatureHeader(body, SECRET, app.now()));
    expect(answer.status).toBe(200);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(true);
  });

  test('a signed notification that is not the provider document answers 400', async () => {
    const body = JSON.stringify({ type: 'payment.refunded', payment_id: 'x' });
    expect((await post(body, signatureHeader(body, SECRET, app.now()))).status).toBe(400);
  });

  test('a notification for an unknown payment is acknowledged (retrying cannot help) and logged', async () => {
    const body = JSON.stringify({
      type: 'payment.succeeded',
      payment_id: 'pay_unknown0000000',
      reference: 'emb_x',
      amount_pence: 100,
      created: 1,
    });
    const answer = await post(body, signatureHeader(body, SECRET, app.now()));
    expect(answer.status).toBe(200);
    expect(app.logs.join('')).toContain('payment notification for an unknown payment');
  });

  test('a notification for another provider path is 404', async () => {
    const answer = await app.call('POST', '/payments/notifications/paypal', {
      raw: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(404);
  });
});
