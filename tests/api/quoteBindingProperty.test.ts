import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal, Ratebook } from '../../schemas/generated/index';
import { journeyVersion } from '../../server/journeyProposal';
import { payableAmountPence } from '../../server/providers/payment/paymentDeps';
import { answersDigest } from '../../server/quoting/quoteBinding';
import { requote } from '../../server/quoting/requote';
import { defaultRatebookJson } from '../../server/rating/index';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { payOnCardPage } from './buyPolicy';
import { confirmBody, type TestApp } from '../support/testApp';
import { testEngines } from './testEngines';

// A property of the whole API: whatever calls a client makes after a quote, in whatever order, a
// policy that is bought is bought on answers its paid quote priced, at the price they rate at.

const ratebook = defaultRatebookJson as Ratebook;
const RUNS = 25;

/** One call a client might make after a quote; `state` carries the payment page it opened. */
type Action = { name: string; run: (app: TestApp, uuid: string, state: RunState) => Promise<number> };
interface RunState {
  openPayment?: string;
}

async function stored(app: TestApp, uuid: string): Promise<Proposal> {
  return (await app.store.getProposal(uuid))!.document;
}

/** The stored answers, as the client holds them, with `change` applied: POST /api/proposal/{uuid}. */
const update = (name: string, change: (p: Proposal) => void): Action => ({
  name,
  run: async (app, uuid) => {
    const answers = structuredClone(await stored(app, uuid));
    delete answers.direct_debit;
    change(answers);
    return (await app.call('POST', `/api/proposal/${uuid}`, { body: answers })).status;
  },
});

const post =
  (path: (uuid: string) => string, body: (uuid: string, app: TestApp) => Promise<unknown> | unknown) =>
  async (app: TestApp, uuid: string) =>
    (await app.call('POST', path(uuid), { body: await body(uuid, app) })).status;

const actions: fc.Arbitrary<Action>[] = [
  fc
    .constantFrom(9_000, 16_500, 24_000, 60_000)
    .map((value) => update(`value ${value}`, (p) => setAnswer(p, 'risk.vehicle.value', value))),
  fc
    .constantFrom(6_000, 12_000, 20_000)
    .map((miles) => update(`mileage ${miles}`, (p) => setAnswer(p, 'risk.duqs.annual_mileage', miles))),
  fc.constant(update('same answers', () => {})),
  fc.constant(
    update('e-mail only', (p) => setAnswer(p, 'risk.proposer.email_address', 'someone.else@example.com')),
  ),
  fc.boolean().map((pick) => ({
    name: `add-ons ${pick}`,
    run: post(
      (uuid) => `/api/proposal/${uuid}/addons`,
      async (uuid, app) => ({
        addons: ((await stored(app, uuid)).quote?.addons ?? [])
          .filter((a) => a.code === 'LE')
          .map((a) => ({ code: a.code, is_selected: pick })),
      }),
    ),
  })),
  fc.boolean().map((monthly) => ({
    name: `payment option monthly=${monthly}`,
    run: post(
      (uuid) => `/api/proposal/${uuid}/payment-option`,
      () => ({ is_pay_monthly: monthly, risk: { userfields: { has_third_party_authority: false } } }),
    ),
  })),
  fc.constantFrom('2026-12-01', '2026-12-05', '2026-12-12').map((start) => ({
    name: `start date ${start}`,
    run: post(
      () => '/json/proposal/update',
      async (uuid, app) => {
        const answers = structuredClone(await stored(app, uuid));
        delete answers.direct_debit;
        return setAnswer(answers, 'risk.start_date', start);
      },
    ),
  })),
  fc.constant({
    name: 'requote',
    run: post(
      (uuid) => `/api/proposal/${uuid}/quote`,
      () => undefined,
    ),
  }),
  fc.constant({
    name: 'confirm the contact details',
    run: post(
      (uuid) => `/api/proposal/${uuid}/confirm`,
      () => ({ risk: confirmBody({ email_address: 'sam.carter@example.com' }).risk }),
    ),
  }),
  fc.constant({
    name: 'confirm the summary with its declarations',
    run: post(
      (uuid) => `/api/proposal/${uuid}/confirm`,
      () => confirmBody({ email_address: 'sam.carter@example.com' }),
    ),
  }),
  fc.constant<Action>({
    name: 'open the card page',
    run: async (app, uuid, state) => {
      const started = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
        body: { return_url: `/quote/thankyou?uuid=${uuid}` },
      });
      if (started.status === 200 && started.body.status === 'pending')
        state.openPayment = started.body.payment_url;
      return started.status;
    },
  }),
  fc.constant<Action>({
    name: 'pay on the open card page',
    run: async (app, _uuid, state) => {
      if (!state.openPayment) return 200;
      await payOnCardPage(app, state.openPayment, '4242 4242 4242 4242');
      state.openPayment = undefined;
      return 200;
    },
  }),
  fc.constant({
    name: 'accept',
    run: post(
      (uuid) => `/api/proposal/${uuid}/quote/accept`,
      () => ({}),
    ),
  }),
];

describe.each(testEngines)('no sequence of calls buys an unpriced policy, on $name', (engine) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  let runs = 0;
  let bought = 0;
  beforeAll(async () => {
    ({ app, drop } = await engine.open());
  });
  afterAll(async () => {
    console.log(`quote binding property on ${engine.name}: ${runs} runs, ${bought} bought`);
    await app.close();
    await drop();
  });

  test('a bought policy has the digest of the quote paid, and that quote is what its answers rate at', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(...actions), { minLength: 1, maxLength: 9 }), async (sequence) => {
        runs += 1;
        const created = await app.call('POST', '/api/proposal?steps=7', { body: proposalFixture() });
        const uuid = created.body.uuid as string;
        expect((await app.call('POST', `/api/proposal/${uuid}/quote`)).status).toBe(200);
        const state: RunState = {};
        for (const action of sequence) {
          const status = await action.run(app, uuid, state);
          expect(status, action.name).toBeLessThan(500);
        }
        // Finish what was begun, as a customer on the card page would.
        if (state.openPayment) await payOnCardPage(app, state.openPayment, '4242 4242 4242 4242');
        // Then try to buy whatever stands now, as a customer reaching the end of the pages would:
        // the summary's declarations, then the card payment.
        await app.call('POST', `/api/proposal/${uuid}/confirm`, {
          body: confirmBody({ email_address: 'sam.carter@example.com' }),
        });
        const last = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
          body: { return_url: `/quote/thankyou?uuid=${uuid}` },
        });
        expect(last.status).toBeLessThan(500);
        if (last.status === 200 && last.body.status === 'pending') {
          await payOnCardPage(app, last.body.payment_url, '4242 4242 4242 4242');
        }
        await app.call('POST', `/api/proposal/${uuid}/quote/accept`, { body: {} });

        const record = (await app.store.getProposal(uuid))!;
        if (!record.isPurchased) return;
        bought += 1;
        const document = record.document;
        const now = new Date('2026-11-20T10:00:00.000Z');
        expect(document.quote?.metadata?.input_digest).toBe(answersDigest(document, ratebook, now));
        // ...and the summary's declarations were confirmed for the very quote bought.
        expect(document.quote?.is_confirmed).toBe(true);
        const paid = (await app.providers.payments.listForProposal(uuid)).filter(
          (p) => p.status === 'succeeded',
        );
        expect(paid.map((p) => p.amountPence)).toContain(payableAmountPence(document));
        const { quote: _quote, ...answers } = document;
        const fresh = requote(answers, {
          ratebook,
          asOf: now,
          reference: document.quote!.reference!,
          journeyVersion,
        }).document.quote!;
        expect(fresh.premium).toBe(document.quote?.premium);
        expect(fresh.monthly_deposit).toBe(document.quote?.monthly_deposit);
      }),
      { numRuns: RUNS, seed: 20261124, endOnFailure: true },
    );
    // Hundreds of real HTTP calls: bounded by the run count, not by the machine's speed.
  }, 300_000);
});
