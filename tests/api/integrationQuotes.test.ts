import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { KyselyApiKeys } from '../../server/storage/apiKeys';
import { createStore } from '../../server/storage/createStore';
import { apiKeyCommand } from '../../scripts/apiKey';
import { proposalFixture, quoteFixture, setAnswer } from '../fixtures/index';
import { journeyDocuments, questionMessage } from '../support/journey/journeyText';
import { buildTestApp, type TestApp } from '../support/testApp';
import { testEngines } from './testEngines';

// Whole-proposal quoting for integrators (POST /api/integrations/quotes): an API key instead of
// the bot check, the pages' own checks and quote, the key's name as the source of business, and
// each key's limit held in the store, so two processes on one store enforce one limit.

const PATH = '/api/integrations/quotes';
const priceRoute = (journeyDocuments['journey.json'] as { routes: Record<string, string> }).routes
  .PricePresentation as string;

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

describe.each(testEngines)('quotes for integrators on $name', (engine) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  let keys: KyselyApiKeys;
  let key: string;
  beforeAll(async () => {
    ({ app, drop } = await engine.open());
    keys = new KyselyApiKeys(app.store.db);
    ({ key } = await keys.issue('acme-broker', 100, app.now()));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const quoteCall = (body: unknown, apiKey = key) =>
    app.call('POST', PATH, { body, headers: bearer(apiKey) });
  const proposalCount = async () =>
    Number(
      (
        await app.store.db
          .selectFrom('proposals')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('a complete proposal is quoted as the pages quote it, with a link to its price page', async () => {
    const answer = await quoteCall(proposalFixture());
    expect(answer.status).toBe(201);
    const { uuid, quote, link } = answer.body as { uuid: string; quote: Proposal['quote']; link: string };
    expect(quote?.is_quoted).toBe(true);
    expect(answer.location).toBe(`/api/proposal/${uuid}`);

    // The link is the journey's price page of this proposal, and what that page loads is this quote.
    const url = new URL(link, app.base);
    expect(url.pathname).toBe(priceRoute);
    expect(url.searchParams.get('uuid')).toBe(uuid);
    const page = await app.call('GET', `/api/proposal/${url.searchParams.get('uuid')}`);
    expect(page.status).toBe(200);
    expect(page.body.quote.reference).toBe(quote?.reference);
    expect(page.body.quote.premium).toBe(quote?.premium);
    expect(page.body.is_quoted).toBe(true);

    // The pages, given the same answers, price them the same (the source of business is the
    // server's to set: the pages' proposal has none).
    const created = await app.call('POST', '/api/proposal?steps=7', { body: proposalFixture() });
    const priced = await app.call('POST', `/api/proposal/${created.body.uuid}/quote`);
    expect(priced.status).toBe(200);
    expect(priced.body.quote.premium).toBe(quote?.premium);
    expect(priced.body.quote.monthly_total_payable).toBe(quote?.monthly_total_payable);
  });

  test("the key's name is the source of business, whatever the proposal said", async () => {
    const proposal = proposalFixture();
    setAnswer(proposal, 'risk.source_of_business', 'Website');
    const answer = await quoteCall(proposal);
    expect(answer.status).toBe(201);
    const stored = await app.store.getProposal(answer.body.uuid);
    expect(stored?.document.risk?.source_of_business).toBe('acme-broker');
    expect((await app.call('GET', `/api/proposal/${answer.body.uuid}`)).body.risk.source_of_business).toBe(
      'acme-broker',
    );
  });

  test("a proposal missing a step's answer is refused with the journey's message and nothing is written", async () => {
    const proposal = proposalFixture();
    setAnswer(proposal, 'risk.duqs.annual_mileage', undefined);
    const writes = app.writes();
    const before = await proposalCount();
    const answer = await quoteCall(proposal);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({
      path: 'risk.duqs.annual_mileage',
      message: questionMessage('risk.duqs.annual_mileage', 'required'),
    });
    expect(app.writes()).toBe(writes);
    expect(await proposalCount()).toBe(before);
  });

  test('fields the server owns are ignored', async () => {
    const proposal: Proposal = {
      ...proposalFixture(),
      uuid: '00000000-0000-4000-8000-000000000001',
      is_quoted: true,
      is_purchased: true,
      is_accepted: true,
      quote: { ...quoteFixture(), premium: 1, reference: '99999-99999-99999' },
      direct_debit: {
        is_proposer_account_holder: true,
        account_name: 'James OConnor',
        account_number: '66374958',
        sort_code: '089999',
        collection_day: 1,
      },
    };
    const answer = await quoteCall(proposal);
    expect(answer.status).toBe(201);
    expect(answer.body.uuid).not.toBe(proposal.uuid);
    expect(answer.body.quote.reference).not.toBe('99999-99999-99999');
    expect(answer.body.quote.premium).not.toBe(1);
    const stored = await app.store.getProposal(answer.body.uuid);
    expect(stored?.isPurchased).toBe(false);
    expect(stored?.document.is_accepted ?? false).toBe(false);
    expect(stored?.document.direct_debit).toBeUndefined();
    expect(await app.store.getProposal(proposal.uuid as string)).toBeUndefined();
  });

  test('a missing, unknown or revoked key is 401 and nothing is written', async () => {
    const revoked = await keys.issue('gone-broker', 100, app.now());
    expect(await keys.revoke(revoked.record.id, app.now())).toHaveLength(1);
    const writes = app.writes();
    const before = await proposalCount();
    const tries = [
      app.call('POST', PATH, { body: proposalFixture() }),
      quoteCall(proposalFixture(), 'not-a-key'),
      quoteCall(proposalFixture(), `${key.slice(0, -4)}AAAA`),
      quoteCall(proposalFixture(), revoked.key),
      app.call('POST', PATH, { body: proposalFixture(), headers: { Authorization: key } }),
    ];
    for (const answer of await Promise.all(tries)) {
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe('unauthorized');
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(app.writes()).toBe(writes);
    expect(await proposalCount()).toBe(before);
  });

  test('a quote is one write: the proposal created already quoted, with both its events', async () => {
    const before = app.writes();
    const answer = await quoteCall(proposalFixture());
    expect(answer.status).toBe(201);
    expect(app.writes() - before).toBe(1);
    const events = await app.store.listEvents(answer.body.uuid as string);
    expect(events.map((e) => e.type)).toEqual(['proposal.created', 'quote.created']);
    expect(events[1]?.data).toMatchObject({ decision: 'quoted', reference: answer.body.quote.reference });
  });

  test("each key's limit holds across two apps sharing the store", async () => {
    const limited = await keys.issue('small-broker', 2, app.now());
    const other = await buildTestApp({ store: app.store });
    try {
      const call = (on: TestApp) =>
        on.call('POST', PATH, { body: proposalFixture(), headers: bearer(limited.key) });
      expect((await call(app)).status).toBe(201);
      expect((await call(other)).status).toBe(201);
      const writes = app.writes() + other.writes();
      for (const on of [app, other]) {
        const refused = await call(on);
        expect(refused.status).toBe(429);
        expect(refused.body.error).toBe('rate_limited');
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      expect(app.writes() + other.writes()).toBe(writes);
      // Another key has its own limit.
      expect((await quoteCall(proposalFixture())).status).toBe(201);
      // A minute on, the key may ask again.
      other.advance(61_000);
      expect((await call(other)).status).toBe(201);
    } finally {
      await other.close();
    }
  });

  test('the store keeps a hash of each key, never the key', async () => {
    const rows = await app.store.db.selectFrom('api_keys').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const mine = rows.find((row) => row.key_hash === createHash('sha256').update(key).digest('hex'));
    expect(mine?.name).toBe('acme-broker');
    // The part after the prefix and the id: its base64url may itself hold an underscore.
    const secret = key.split('_').slice(2).join('_');
    expect(JSON.stringify(rows)).not.toContain(secret);
    const events = await app.store.db.selectFrom('proposal_events').select('data').execute();
    expect(JSON.stringify(events)).not.toContain(secret);
    expect(app.logs.join('\n')).not.toContain(secret);
  });
});

describe('npm run api-key', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vanquote-keys-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('issues a key that quotes, shown once; lists without it; revokes it', async () => {
    const databaseUrl = `sqlite:${join(dir, 'keys.sqlite')}`;
    const lines: string[] = [];
    const run = async (...argv: string[]) => {
      lines.length = 0;
      return apiKeyCommand(argv, databaseUrl, (line) => lines.push(line));
    };
    expect(await run('issue', 'bad name!')).toBe(2);
    expect(await run('issue', '104', '--per-minute', '5')).toBe(0);
    const key = lines.find((line) => line.startsWith('vqk_')) as string;
    expect(key).toBeDefined();
    expect(await run('list')).toBe(0);
    expect(lines.join('\n')).toContain('104');
    expect(lines.join('\n')).toContain('5/min');
    expect(lines.join('\n')).not.toContain(key);

    const store = createStore(databaseUrl);
    const app = await buildTestApp({ store });
    try {
      const quoted = await app.call('POST', PATH, { body: proposalFixture(), headers: bearer(key) });
      expect(quoted.status).toBe(201);
      expect((await app.store.getProposal(quoted.body.uuid))?.document.risk?.source_of_business).toBe('104');
      expect(await run('revoke', '104')).toBe(0);
      expect((await app.call('POST', PATH, { body: proposalFixture(), headers: bearer(key) })).status).toBe(
        401,
      );
      expect(await run('revoke', '104')).toBe(1);
    } finally {
      await app.close();
      await store.close();
    }
  });
});
