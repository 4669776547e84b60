import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { QUOTE_STALE_MESSAGE } from '../../server/quoting/quoteBinding';
import { BOUGHT_MESSAGE } from '../../server/quoting/saveAnswers';
import { proposalFixture, proposalStep1Fixture, setAnswer } from '../fixtures/index';
import { payOnCardPage } from './buyPolicy';
import { buildTestApp, type TestApp } from '../support/testApp';
import { testEngines } from './testEngines';

// The server is the one authority over price: a quote is bound to exactly the answers its rating
// read. Changing one of them removes the quote, and nothing that sells (confirm, card payment,
// monthly payment, acceptance) acts on a quote that is missing, stale or lapsed.

/** The attack of issue 10: a clean quote, then a 19-year-old with a £60,000 van and a DR10. */
function riskierAnswers(quoted: Proposal): Proposal {
  const answers = structuredClone(quoted);
  setAnswer(answers, 'risk.proposer.date_of_birth', '2007-06-01');
  setAnswer(answers, 'risk.proposer.driver_details.licence.date', '2025-07-01');
  setAnswer(answers, 'risk.vehicle.value', 60_000);
  setAnswer(answers, 'risk.proposer.driver_details.licence.convictions', [
    {
      code: 'DR10',
      offence_date: '2025-09-01',
      conviction_date: '2025-10-01',
      points: 3,
      has_ban_months: false,
      fine: 500,
      alcohol_reading_type: 'B',
      alcohol_reading: 60,
    },
  ]);
  return answers;
}

const declarations = { answered_honestly: true, agreed_terms: true, agreed_excesses: true };
const contact = {
  risk: { proposer: { email_address: 'sam.carter@example.com', phone_numbers: { mobile: '07700900123' } } },
};

describe.each(testEngines)('a quote bound to its answers on $name', (engine) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await engine.open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function quoted(): Promise<{ uuid: string; proposal: Proposal }> {
    const created = await app.call('POST', '/api/proposal?steps=7', { body: proposalFixture() });
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    expect((await app.call('POST', `/api/proposal/${uuid}/quote`)).status).toBe(200);
    // The summary page's declarations, as a customer confirms them before paying.
    const answer = await app.confirmDetails(uuid);
    return { uuid, proposal: answer.body };
  }

  /** What a refused call left behind: the stored record, its events and its payments. */
  async function footprint(uuid: string) {
    return {
      record: await app.store.getProposal(uuid),
      events: (await app.store.listEvents(uuid)).length,
      payments: (await app.providers.payments.listForProposal(uuid)).length,
      emails: (await app.providers.email.outbox.list(uuid)).length,
    };
  }

  test('changing a rated answer removes the quote; every selling call then answers 409 quote_stale', async () => {
    const { uuid, proposal } = await quoted();
    const saved = await app.call('POST', `/api/proposal/${uuid}`, { body: riskierAnswers(proposal) });
    expect(saved.status).toBe(200);
    expect(saved.body.quote).toBeUndefined();
    expect(saved.body.is_quoted).toBe(false);
    const events = await app.store.listEvents(uuid);
    expect(events.at(-1)).toMatchObject({ type: 'proposal.updated', data: { quote_removed: true } });

    const before = await footprint(uuid);
    const calls: [string, unknown][] = [
      [`/api/proposal/${uuid}/confirm`, { ...contact, consent_to_auto_renew: true, declarations }],
      [`/api/proposal/${uuid}/quote/payment`, { return_url: `/quote/thankyou?uuid=${uuid}` }],
      [
        `/api/proposal/${uuid}/pay-monthly`,
        {
          is_pay_monthly: true,
          direct_debit: {
            account_name: 'James OConnor',
            collection_day: 1,
            is_proposer_account_holder: true,
            sort_code: '089999',
            account_number: '66374958',
          },
        },
      ],
    ];
    for (const [path, body] of calls) {
      const answer = await app.call('POST', path, { body });
      expect(answer.status, path).toBe(409);
      expect(answer.body, path).toEqual({ error: 'quote_stale', message: QUOTE_STALE_MESSAGE.missing });
    }
    expect(await footprint(uuid)).toEqual(before);

    // The quote is still found by its reference; the price page then quotes again.
    const recalled = await app.call('POST', '/api/proposal/recall', {
      body: { reference: proposal.quote?.reference, postcode: 'LS6 1HR', dob: '2007-06-01' },
    });
    expect(recalled.status).toBe(200);
    expect(recalled.body.uuid).toBe(uuid);
    expect(recalled.body.quote).toBeUndefined();

    // The customer's next step is a requote, at the price of the answers now stored.
    const requoted = await app.call('POST', `/api/proposal/${uuid}/quote`);
    expect(requoted.status).toBe(200);
    expect(requoted.body.quote.reference).toBe(proposal.quote?.reference);
    if (requoted.body.quote.is_quoted)
      expect(requoted.body.quote.premium).toBeGreaterThan(proposal.quote!.premium!);
  });

  test('a card payment begun before the answers changed buys nothing', async () => {
    const { uuid, proposal } = await quoted();
    const started = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: `/quote/thankyou?uuid=${uuid}` },
    });
    expect(started.status).toBe(200);
    expect((await app.call('POST', `/api/proposal/${uuid}`, { body: riskierAnswers(proposal) })).status).toBe(
      200,
    );
    // The save that removed the quote voided the card page: it takes nothing, and buys nothing.
    await payOnCardPage(app, started.body.payment_url, '4242 4242 4242 4242');
    const record = await app.store.getProposal(uuid);
    expect(record?.isPurchased).toBe(false);
    expect(await app.providers.payments.listForProposal(uuid)).toMatchObject([{ status: 'void' }]);
    const accept = await app.call('POST', `/api/proposal/${uuid}/quote/accept`, { body: {} });
    expect(accept.status).toBe(409);
  });

  test('answers the rating does not read change freely: the quote stays', async () => {
    const { uuid, proposal } = await quoted();
    const answers = setAnswer(structuredClone(proposal), 'risk.proposer.email_address', 'new@example.com');
    const saved = await app.call('POST', `/api/proposal/${uuid}`, { body: answers });
    expect(saved.status).toBe(200);
    expect(saved.body.quote.premium).toBe(proposal.quote?.premium);
    expect(saved.body.quote.metadata.input_digest).toBe(proposal.quote?.metadata?.input_digest);
  });

  test('a bought policy takes no more answers', async () => {
    const { uuid, proposal } = await quoted();
    const started = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: `/quote/thankyou?uuid=${uuid}` },
    });
    await payOnCardPage(app, started.body.payment_url, '4242 4242 4242 4242');
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(true);
    const before = await footprint(uuid);
    for (const [path, body] of [
      [`/api/proposal/${uuid}`, riskierAnswers(proposal)],
      ['/json/proposal/update', { ...riskierAnswers(proposal), uuid }],
    ] as const) {
      const answer = await app.call('POST', path, { body });
      expect(answer.status, path).toBe(409);
    }
    const refused = await app.call('POST', `/api/proposal/${uuid}`, { body: riskierAnswers(proposal) });
    expect(refused.body.message).toBe(BOUGHT_MESSAGE);
    expect(await footprint(uuid)).toEqual(before);
  });

  test.each([
    ['an empty body', () => ({})],
    ['a body without the answers of step 1', () => ({ risk: { start_date: '2026-12-01' } })],
  ])('%s on a proposal past step 1 is a 422 and wipes nothing', async (_case, body) => {
    const created = await app.call('POST', '/api/proposal?steps=1', { body: proposalStep1Fixture() });
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    const before = await footprint(uuid);
    const answer = await app.call('POST', `/api/proposal/${uuid}`, { body: body() });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.length).toBeGreaterThan(0);
    expect(await footprint(uuid)).toEqual(before);
  });

  test('a quoted proposal is held to all seven steps on every save', async () => {
    const { uuid, proposal } = await quoted();
    const before = await footprint(uuid);
    const answers = setAnswer(structuredClone(proposal), 'risk.vehicle.cover_type', undefined);
    const answer = await app.call('POST', `/api/proposal/${uuid}`, { body: answers });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e: { path: string }) => e.path)).toContain('risk.vehicle.cover_type');
    expect(await footprint(uuid)).toEqual(before);
  });
});

describe('a quote lapses when its start date has passed', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A session long enough to outlive the start date, so the lapse is what answers.
    app = await buildTestApp({ config: { sessionIdleMinutes: 60 * 24 * 30 } });
  });
  afterAll(async () => app.close());

  test('payment and acceptance refuse it; a save removes it', async () => {
    const created = await app.call('POST', '/api/proposal?steps=7', { body: proposalFixture() });
    const uuid = created.body.uuid as string;
    expect((await app.call('POST', `/api/proposal/${uuid}/quote`)).status).toBe(200);
    // The fixture's cover starts on 2026-12-01; the test clock starts on 2026-11-20.
    app.advance(12 * 24 * 60 * 60_000);
    const payment = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: `/quote/thankyou?uuid=${uuid}` },
    });
    expect(payment.status).toBe(409);
    expect(payment.body).toEqual({ error: 'quote_stale', message: QUOTE_STALE_MESSAGE.lapsed });
  });
});
