import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BOT_CHECK_FAILED_MESSAGE } from '../../server/middleware/requireBotCheck';
import { quoteEmailRateLimitedMessage } from '../../server/routes/sendQuoteEmail';
import { recallRateLimitedMessage } from '../../server/routes/recall';
import type { KyselyStore } from '../../server/storage/kyselyStore';
import { testEngines } from '../support/stores/testStores';
import { proposalFixture } from '../fixtures/index';
import { buildTestApp, type TestApp } from '../support/testApp';

// The bot check (X-Captcha-Token) on the three calls a script would abuse, and the limits kept in
// the store, through createApp on each engine: each refusal's status and message, and that it
// wrote nothing (proposals, versions, events, outbox).

const REFUSED = { error: 'bot_check_failed', message: BOT_CHECK_FAILED_MESSAGE };

describe.each(testEngines())('the bot check and the limits on $name', ({ open }) => {
  let app: TestApp;
  let store: KyselyStore;
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ store, done } = await open());
    app = await buildTestApp({ store });
  });
  afterAll(async () => {
    await app.close();
    await done();
  });

  /** Everything a refused call must leave as it was. */
  async function snapshot() {
    const count = async (table: 'proposals' | 'proposal_events' | 'email_outbox') =>
      Number(
        (
          await store.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const versions = await store.db
      .selectFrom('proposals')
      .select(['uuid', 'version'])
      .orderBy('uuid')
      .execute();
    return {
      writes: app.writes(),
      proposals: await count('proposals'),
      events: await count('proposal_events'),
      outbox: await count('email_outbox'),
      versions,
    };
  }

  async function quotedProposal(email = `customer.${Math.random().toString(36).slice(2)}@example.com`) {
    const proposal = proposalFixture();
    proposal.risk!.proposer!.email_address = email;
    const created = await app.call('POST', '/api/proposal', { body: proposal });
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    const quoted = await app.call('POST', `/api/proposal/${uuid}/quote`);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    return { uuid, proposal: quoted.body };
  }

  const recallBody = (p: {
    quote: { reference: string };
    risk: { proposer: { address: { postcode: string }; date_of_birth: string } };
  }) => ({
    reference: p.quote.reference,
    postcode: p.risk.proposer.address.postcode,
    dob: p.risk.proposer.date_of_birth,
  });

  test('with a fresh token each of the three calls works', async () => {
    const { uuid, proposal } = await quotedProposal();
    expect(
      (await app.call('POST', `/api/proposal/${uuid}/send-quote-email`, { body: { uuid } })).status,
    ).toBe(200);
    const found = await app.call('POST', '/api/proposal/recall', { body: recallBody(proposal) });
    expect(found.status).toBe(200);
    expect(found.body.uuid).toBe(uuid);
  });

  describe.each([
    ['POST /api/proposal', async () => ({ path: '/api/proposal', body: proposalFixture() as unknown })],
    [
      'POST /api/proposal/recall',
      async () => ({
        path: '/api/proposal/recall',
        body: recallBody((await quotedProposal()).proposal) as unknown,
      }),
    ],
    [
      'POST /api/proposal/{id}/send-quote-email',
      async () => {
        const { uuid } = await quotedProposal();
        return { path: `/api/proposal/${uuid}/send-quote-email`, body: { uuid } as unknown };
      },
    ],
  ])('%s', (_name, prepare) => {
    test.each<[string, (token: string) => Record<string, string>, (() => void)?]>([
      ['without a token', () => ({})],
      ['with an empty token', () => ({ 'X-Captcha-Token': '' })],
      ['with a forged token', () => ({ 'X-Captcha-Token': 'v1.forged' })],
      ['with a token 5000 characters long', () => ({ 'X-Captcha-Token': 'v'.repeat(5000) })],
      ['with a token used before', (token) => ({ 'X-Captcha-Token': token }), undefined],
    ])('%s: 403 bot_check_failed, nothing written', async (name, headers) => {
      const { path, body } = await prepare();
      let token = app.botCheckToken();
      if (name === 'with a token used before') {
        // Used by the page's own check, POST /api/recaptcha.
        expect((await app.call('POST', '/api/recaptcha', { body: { response: token } })).body).toEqual({
          success: true,
        });
      } else token = 'unused';
      const before = await snapshot();
      const answer = await app.call('POST', path, { body, headers: headers(token), botCheck: false });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(REFUSED);
      expect(await snapshot()).toEqual(before);
    });

    test('with a token past its two minutes: 403, nothing written', async () => {
      const { path, body } = await prepare();
      const token = app.botCheckToken();
      app.advance(3 * 60_000);
      const before = await snapshot();
      const answer = await app.call('POST', path, {
        body,
        headers: { 'X-Captcha-Token': token },
        botCheck: false,
      });
      expect(answer).toMatchObject({ status: 403, body: REFUSED });
      expect(await snapshot()).toEqual(before);
    });
  });

  test('a token works once: the same token on a second create is refused', async () => {
    const token = app.botCheckToken();
    const headers = { 'X-Captcha-Token': token };
    const first = await app.call('POST', '/api/proposal', {
      body: proposalFixture(),
      headers,
      botCheck: false,
    });
    expect(first.status).toBe(201);
    const before = await snapshot();
    const second = await app.call('POST', '/api/proposal', {
      body: proposalFixture(),
      headers,
      botCheck: false,
    });
    expect(second).toMatchObject({ status: 403, body: REFUSED });
    expect(await snapshot()).toEqual(before);
  });

  test('a malformed body is still 422 with a token (the token is checked, and used, first)', async () => {
    const token = app.botCheckToken();
    const bad = await app.call('POST', '/api/proposal', {
      raw: '[]',
      headers: { 'Content-Type': 'application/json', 'X-Captcha-Token': token },
      botCheck: false,
    });
    expect(bad.status).toBe(422);
    const again = await app.call('POST', '/api/proposal', {
      body: proposalFixture(),
      headers: { 'X-Captcha-Token': token },
      botCheck: false,
    });
    expect(again.status).toBe(403);
  });

  test('the other calls need no token', async () => {
    const { uuid } = await quotedProposal();
    expect((await app.call('GET', `/api/proposal/${uuid}`, { botCheck: false })).status).toBe(200);
    expect((await app.call('POST', `/api/proposal/${uuid}/quote`, { botCheck: false })).status).toBe(200);
  });

  test('recall: the 11th attempt of a client in 15 minutes is 429 with Retry-After, writing nothing', async () => {
    const { proposal } = await quotedProposal();
    // This app sees every call from one client (127.0.0.1): the earlier tests' attempts leave the window.
    app.advance(16 * 60_000);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await app.call('POST', '/api/proposal/recall', {
        body: { ...recallBody(proposal), reference: `30000-00000-${String(i).padStart(5, '0')}` },
      });
      expect(wrong.status, `attempt ${i + 1}`).toBe(404);
    }
    const before = await snapshot();
    const limited = await app.call('POST', '/api/proposal/recall', { body: recallBody(proposal) });
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'rate_limited', message: recallRateLimitedMessage(900) },
    });
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(await snapshot()).toEqual(before);
  });

  test('quote e-mail: the fourth to one address in an hour is 429 with Retry-After, writing nothing', async () => {
    const address = `shared.${Math.random().toString(36).slice(2)}@example.com`;
    const uuids: string[] = [];
    for (let i = 0; i < 4; i += 1) uuids.push((await quotedProposal(address)).uuid);
    for (const uuid of uuids.slice(0, 3)) {
      expect((await app.call('POST', `/api/proposal/${uuid}/send-quote-email`)).status).toBe(200);
    }
    const before = await snapshot();
    const limited = await app.call('POST', `/api/proposal/${uuids[3]}/send-quote-email`);
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'rate_limited', message: quoteEmailRateLimitedMessage(3600) },
    });
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect(await snapshot()).toEqual(before);
  });
});

describe('a bot check that fails to run', () => {
  let app: TestApp;
  beforeAll(async () => {
    // reCAPTCHA at an address where nothing listens: every verification fails to run.
    app = await buildTestApp({
      env: {
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
        CAPTCHA_TIMEOUT_MS: '2000',
      },
    });
  });
  afterAll(() => app.close());

  test('refuses the call (403, nothing written) and logs why', async () => {
    const before = app.writes();
    const answer = await app.call('POST', '/api/proposal', {
      body: proposalFixture(),
      headers: { 'X-Captcha-Token': '03AFcWeA' + 'x'.repeat(400) },
    });
    expect(answer).toMatchObject({ status: 403, body: REFUSED });
    expect(app.writes()).toBe(before);
    expect(app.logs.join('')).toMatch(/"reason":"unreachable".*bot check failed to run/);
  });
});
