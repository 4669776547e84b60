import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import errorsJson from '../../../journey/content/errors.json';
import hostedPayment from '../../../journey/content/hosted-payment.json';
import type { Proposal } from '../../../schemas/generated/index';
import { mandate } from '../../../tests/api/buyPolicy';
import { buildTestApp, type TestApp } from '../../../tests/support/testApp';

describe('POST /api/proposal/{id}/quote/payment', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const pay = (uuid: string, body: unknown = { return_url: `/quote/thankyou?uuid=${uuid}` }) =>
    app.call('POST', `/api/proposal/${uuid}/quote/payment`, { body: body });

  test('two creates for the same proposal and amount give one payment and one page', async () => {
    const { uuid } = await app.proposal('confirmed');
    const [first, second] = await Promise.all([pay(uuid), pay(uuid)]);
    const third = await pay(uuid);
    expect(first.status).toBe(200);
    expect(second.body.payment_url).toBe(first.body.payment_url);
    expect(third.body.payment_url).toBe(first.body.payment_url);
    const payments = await app.providers.payments.listForProposal(uuid);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountPence: 64187, status: 'pending', provider: 'embedded' });
    expect(payments[0]?.idempotencyKey).toBe(`vq-${uuid}-a0001-64187`);
  });

  test('a changed amount (the quote changed) makes a new payment and voids the old one', async () => {
    const { uuid } = await app.proposal('confirmed');
    const first = await pay(uuid);
    const record = await app.store.getProposal(uuid);
    const document: Proposal = { ...record!.document, quote: { ...record!.document.quote, premium: 700.5 } };
    await app.store.saveProposal(
      uuid,
      {
        document,
        expectedVersion: record!.version,
        now: app.now(),
        expiresAt: new Date(app.now().getTime() + 3_600_000),
      },
      { type: 'proposal.updated' },
    );
    const second = await pay(uuid);
    expect(second.body).toMatchObject({ amount: 700.5, status: 'pending' });
    expect(second.body.payment_url).not.toBe(first.body.payment_url);
    expect(
      (await app.providers.payments.listForProposal(uuid)).map((p) => [p.amountPence, p.status]),
    ).toEqual([
      [64187, 'void'],
      [70050, 'pending'],
    ]);
    const oldPage = await app.call('GET', first.body.payment_url);
    expect(oldPage.status).toBe(410);
    expect(oldPage.text).toContain(hostedPayment.pages.replaced.text);
  });

  test('paying monthly charges the deposit, once the direct debit is stored', async () => {
    const { uuid } = await app.proposal('confirmed', (p) => {
      p.is_pay_monthly = true;
    });
    // pay-monthly stores the mandate only once the credit check accepts it.
    expect((await pay(uuid)).body).toMatchObject({ error: 'conflict' });
    const mandated = await app.proposal('confirmed', (p) => {
      p.is_pay_monthly = true;
      p.direct_debit = mandate;
    });
    expect((await pay(mandated.uuid)).body).toMatchObject({ amount: 128.37, status: 'pending' });
  });

  test.each([
    {
      case: 'no quote',
      change: (p: Proposal) => delete p.quote,
      error: 'quote_stale',
      message: errorsJson.api.quoteChanged,
    },
    {
      case: 'a quote not quoted',
      change: (p: Proposal) => (p.quote!.is_quoted = false),
      error: 'quote_stale',
      message: errorsJson.api.quoteChanged,
    },
    {
      case: 'a referred quote',
      change: (p: Proposal) => (p.quote!.is_referred = true),
      error: 'conflict',
      message: errorsJson.api.referredCannotPay,
    },
    {
      case: 'no premium',
      change: (p: Proposal) => delete p.quote!.premium,
      error: 'conflict',
      message: errorsJson.api.noAmountToPay,
    },
  ])('$case cannot be paid: 409 $error, nothing stored', async ({ change, error, message }) => {
    const { uuid } = await app.proposal('confirmed', change);
    const answer = await pay(uuid);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(error);
    expect(answer.body.message).toBe(message);
    expect(await app.providers.payments.listForProposal(uuid)).toEqual([]);
  });

  test.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    'quote/thankyou',
    '/quote/thank you',
    '',
  ])('return_url %j is refused: 422, nothing stored', async (returnUrl) => {
    const { uuid } = await app.proposal('confirmed');
    const answer = await pay(uuid, { return_url: returnUrl });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('invalid');
    expect(answer.body.errors[0].path).toBe('return_url');
    expect(await app.providers.payments.listForProposal(uuid)).toEqual([]);
  });

  test.each([
    { case: 'no body field', body: {}, status: 422 },
    { case: 'an extra field', body: { return_url: '/quote/thankyou', amount: 1 }, status: 422 },
    { case: 'an array', body: [], status: 422 },
  ])('a bad body ($case) answers $status', async ({ body, status }) => {
    const { uuid } = await app.proposal('confirmed');
    expect((await pay(uuid, body)).status).toBe(status);
  });

  test('an unknown proposal answers 404; without X-Requested-With 403', async () => {
    expect((await pay('00000000-0000-4000-8000-999999999999')).status).toBe(404);
    const { uuid } = await app.proposal('confirmed');
    const noXhr = await fetch(`${app.base}/api/proposal/${uuid}/quote/payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ return_url: '/quote/thankyou' }),
    });
    expect(noXhr.status).toBe(403);
  });

  test('payment-status says none before any payment', async () => {
    const { uuid } = await app.proposal('confirmed');
    expect((await app.call('GET', `/api/proposal/${uuid}/payment-status`)).body).toEqual({
      status: 'none',
      is_purchased: false,
    });
  });
});
