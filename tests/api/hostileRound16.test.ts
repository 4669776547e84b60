import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Proposal, Ratebook } from '../../schemas/generated/index';
import { payableAmountPence } from '../../server/providers/payment/paymentDeps';
import { answersDigest } from '../../server/quoting/quoteBinding';
import { defaultRatebookJson } from '../../server/rating/index';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { journeyText } from '../support/journey/journeyText';
import { confirmBody, type TestApp } from '../support/testApp';
import { confirmed, mandate, ok, payByCard, payOnCardPage, quoted } from './buyPolicy';
import { appOn, testEngines } from './testEngines';

// A hostile client's sixteenth round: calls on one proposal made at the same time, the card pages
// they leave open, bodies with more answers than any form asks, and queries on calls that take none.

const ratebook = defaultRatebookJson as Ratebook;

/** A call a second tab (or a script) makes on the proposal; card pages it opens go to `pages`. */
type Call = (app: TestApp, uuid: string, pages: string[]) => Promise<number>;

const stored = async (app: TestApp, uuid: string) => (await app.store.getProposal(uuid))!.document;

/** The stored answers with `change` made, sent back whole (to `path`). */
const edit =
  (change: (answers: Proposal) => void, path = (uuid: string) => `/api/proposal/${uuid}`): Call =>
  async (app, uuid) => {
    const answers = structuredClone(await stored(app, uuid));
    delete answers.direct_debit;
    change(answers);
    return (await app.call('POST', path(uuid), { body: answers })).status;
  };

const post =
  (call: string, body: (uuid: string, app: TestApp) => Promise<unknown> | unknown): Call =>
  async (app, uuid) =>
    (await app.call('POST', `/api/proposal/${uuid}${call}`, { body: await body(uuid, app) })).status;

const pricePage = (monthly: boolean) => () => ({
  is_pay_monthly: monthly,
  risk: { userfields: { has_third_party_authority: false } },
});

const calls: Record<string, Call> = {
  'value up': edit((answers) => setAnswer(answers, 'risk.vehicle.value', 24_000)),
  'value down': edit((answers) => setAnswer(answers, 'risk.vehicle.value', 9_000)),
  mileage: edit((answers) => setAnswer(answers, 'risk.duqs.annual_mileage', 20_000)),
  'start date': edit(
    (answers) => setAnswer(answers, 'risk.start_date', '2026-12-05'),
    () => '/json/proposal/update',
  ),
  'an add-on': post('/addons', async (uuid, app) => ({
    addons: ((await stored(app, uuid)).quote?.addons ?? [])
      .slice(0, 1)
      .map((addon) => ({ code: addon.code, is_selected: true })),
  })),
  'no add-ons': post('/addons', () => ({ addons: [] })),
  monthly: post('/payment-option', pricePage(true)),
  annual: post('/payment-option', pricePage(false)),
  'pay monthly': post('/pay-monthly', () => ({ is_pay_monthly: true, direct_debit: mandate })),
  requote: post('/quote', () => undefined),
  confirm: post('/confirm', () => confirmBody({ email_address: 'sam.carter@example.com' })),
  'open a card page': async (app, uuid, pages) => {
    const started = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: `/quote/thankyou?uuid=${uuid}` },
    });
    if (started.status === 200 && started.body.status === 'pending') pages.push(started.body.payment_url);
    return started.status;
  },
  'pay on a card page': async (app, _uuid, pages) => {
    const page = pages.shift();
    if (page) await payOnCardPage(app, page);
    return 200;
  },
  accept: post('/quote/accept', () => ({})),
};

/** What is wrong with the proposal once the calls are done: [] when it is one priced, paid state. */
async function inconsistencies(app: TestApp, uuid: string): Promise<string[]> {
  const record = (await app.store.getProposal(uuid))!;
  const document = record.document;
  const problems: string[] = [];
  const quote = document.quote;
  if (quote?.is_quoted && quote.metadata?.input_digest !== answersDigest(document, ratebook, app.now())) {
    problems.push('the stored quote does not price the stored answers');
  }
  const refunded = new Set(
    (await app.store.listEvents(uuid))
      .filter((event) => event.type.startsWith('payment.succeeded_after'))
      .map((event) => event.data.payment_id),
  );
  const buying = (await app.providers.payments.listForProposal(uuid)).filter(
    (payment) => payment.status === 'succeeded' && !refunded.has(payment.id),
  );
  if (!record.isPurchased) {
    if (buying.length > 0) problems.push('money taken for a policy not bought, and not set aside');
    return problems;
  }
  if (buying.length !== 1) problems.push(`bought with ${buying.length} payments`);
  else if (buying[0]!.amountPence !== payableAmountPence(document)) problems.push('paid another amount');
  if (quote?.is_confirmed !== true) problems.push('bought without the declarations');
  if (document.is_pay_monthly && !document.direct_debit) problems.push('monthly without a mandate');
  return problems;
}

describe.each(testEngines)('calls on one proposal at the same time on $name', (engine) => {
  const on = appOn(engine);

  // Two tabs, or a script, calling at once: saves during a quote, two payments, pay-monthly and a
  // card payment, an add-on changed while a card page is paid. Each round's calls run together.
  test('leave one priced state: the quote prices the stored answers, and a policy bought was paid once, at its price', async () => {
    const names = Object.keys(calls);
    const found: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.constantFrom(...names), { minLength: 2, maxLength: 3 }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (rounds) => {
          const uuid = await quoted(on.app);
          await confirmed(on.app, uuid);
          const pages: string[] = [];
          for (const round of rounds) {
            const statuses = await Promise.all(round.map((name) => calls[name]!(on.app, uuid, pages)));
            statuses.forEach((status, i) => {
              if (status >= 500) found.push(`${round[i]} answered ${status} in ${JSON.stringify(rounds)}`);
            });
          }
          for (const page of pages) await payOnCardPage(on.app, page);
          for (const problem of await inconsistencies(on.app, uuid)) {
            found.push(`${problem} after ${JSON.stringify(rounds)}`);
          }
        },
      ),
      { numRuns: 20, seed: 20261128 },
    );
    expect(found).toEqual([]);
  }, 300_000);
});

describe.each(testEngines)('a card page left open while the instalments page is used on $name', (engine) => {
  const on = appOn(engine);

  // Every save that changes how the customer pays voids the card pages it leaves buying nothing;
  // pay-monthly, which switches a quote to monthly as it stores the Direct Debit, did not: a card
  // page opened for the whole premium (another tab's) still took it, for a policy it could no
  // longer buy, and staff had to refund the money.
  test('a page opened for the whole premium takes nothing once pay-monthly has switched to the deposit', async () => {
    const uuid = await quoted(on.app);
    await confirmed(on.app, uuid);
    const annual = await ok(on.app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    await ok(on.app, 'POST', `/api/proposal/${uuid}/pay-monthly`, {
      is_pay_monthly: true,
      direct_debit: mandate,
    });

    expect(await payOnCardPage(on.app, annual.payment_url as string)).toBe('');
    const payments = await on.app.providers.payments.listForProposal(uuid);
    expect(payments.map((payment) => payment.status)).toEqual(['void']);
    const events = (await on.app.store.listEvents(uuid)).map((event) => event.type);
    expect(events.filter((type) => type.startsWith('payment.succeeded'))).toEqual([]);

    // The deposit's own page buys the monthly policy.
    expect(await payByCard(on.app, uuid)).toBe(`/quote/thankyou?uuid=${uuid}`);
    const bought = await on.app.store.getProposal(uuid);
    expect(bought?.isPurchased).toBe(true);
    expect(bought?.document.is_pay_monthly).toBe(true);
  });
});

describe.each(testEngines)('a body of one object with thousands of answers on $name', (engine) => {
  const on = appOn(engine);

  /** An object of `members` answers no form asks. */
  const wide = (members: number) =>
    Object.fromEntries(Array.from({ length: members }, (_, i) => [`a${i}`, i]));

  const bodies: [string, (uuid: string) => string, (uuid: string) => unknown][] = [
    ['a proposal save', (uuid) => `/api/proposal/${uuid}`, () => ({ ...proposalFixture(), ...wide(5_000) })],
    [
      "the price page's update",
      () => '/json/proposal/update',
      (uuid) => ({ ...proposalFixture(), uuid, risk: { ...proposalFixture().risk, ...wide(5_000) } }),
    ],
    ['the payment option', (uuid) => `/api/proposal/${uuid}/payment-option`, () => wide(12_000)],
    [
      'the summary',
      (uuid) => `/api/proposal/${uuid}/confirm`,
      () => ({ ...confirmBody(), declarations: wide(12_000) }),
    ],
    ['acceptance', (uuid) => `/api/proposal/${uuid}/quote/accept`, () => ({ direct_debit: wide(12_000) })],
  ];

  // Each answer no form asks was checked and worded one by one before the 200 named were kept: an
  // object of 12,000 of them, within the body limit, took a second of the server's time a call.
  // Like a list far longer than any call takes, it is refused from the text, before it is parsed.
  test.each(bodies)(
    'sent to %s, is refused from its text, and nothing is written',
    async (_call, path, body) => {
      const uuid = await quoted(on.app);
      const before = on.app.writes();
      const refused = await on.app.call('POST', path(uuid), { body: body(uuid) });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(journeyText('content/errors.json#/api/bodyObjectTooWide'));
      expect(refused.body.errors).toHaveLength(1);
      expect(on.app.writes()).toBe(before);
    },
  );

  test('an object with a few answers no form asks is still answered by its schema, answer by answer', async () => {
    const uuid = await quoted(on.app);
    const refused = await on.app.call('POST', `/api/proposal/${uuid}/payment-option`, {
      body: { ...pricePage(true)(), ...wide(30) },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((error: { path: string }) => error.path)).toContain('a29');
  });
});

describe.each(testEngines)('a query on a call that takes none on $name', (engine) => {
  const on = appOn(engine);

  const calls: [string, (uuid: string) => string, (uuid: string) => unknown][] = [
    ['a quote', (uuid) => `/api/proposal/${uuid}/quote`, () => ({})],
    ['the add-ons', (uuid) => `/api/proposal/${uuid}/addons`, () => ({ addons: [] })],
    ['the payment option', (uuid) => `/api/proposal/${uuid}/payment-option`, () => pricePage(true)()],
    ["the price page's update", () => '/json/proposal/update', (uuid) => ({ ...proposalFixture(), uuid })],
    ['the summary', (uuid) => `/api/proposal/${uuid}/confirm`, () => confirmBody()],
    ['the Direct Debit', (uuid) => `/api/proposal/${uuid}/pay-monthly`, () => ({ direct_debit: mandate })],
    ['the card payment', (uuid) => `/api/proposal/${uuid}/quote/payment`, () => ({ return_url: '/' })],
    ["an integrator's quote", () => '/api/integrations/quotes', () => proposalFixture()],
  ];

  // The form's saves take `?steps=N` and check it; the other calls read no query, so one sent to
  // them (`?steps=1` on the whole-proposal quote, as if it asked for less) was ignored unsaid.
  test.each(calls)('sent to %s, is refused naming it, and nothing is written', async (_call, path, body) => {
    const uuid = await quoted(on.app);
    const before = on.app.writes();
    const refused = await on.app.call('POST', `${path(uuid)}?steps=1`, { body: body(uuid) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { path: 'steps', message: journeyText('content/errors.json#/api/queryNotTaken', { name: 'steps' }) },
    ]);
    expect(on.app.writes()).toBe(before);
  });

  test("the form's saves still take the step they completed", async () => {
    const uuid = await quoted(on.app);
    const read = (await ok(on.app, 'GET', `/api/proposal/${uuid}`)) as Proposal;
    delete read.direct_debit;
    await ok(on.app, 'POST', `/api/proposal/${uuid}?steps=7`, read);
  });
});
