import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BOT_CHECK_FAILED_MESSAGE } from '../../server/middleware/requireBotCheck';
import { recallRateLimitedMessage } from '../../server/routes/recall';
import { createStore } from '../../server/storage/createStore';
import type { KyselyStore } from '../../server/storage/kyselyStore';
import { proposalFixture } from '../fixtures/index';
import { SERVER_START_MS, type ServerProcess, startServerProcess } from './serverProcess';

// Two real server processes (`tsx server/main.ts`, as behind a load balancer) on one fresh
// PostgreSQL database: the state they share lives in the store, so they behave as one. Loopback
// only; the processes are stopped and the database dropped afterwards.

const postgresUrl = process.env.TEST_DATABASE_URL;
const SECRET = 'two-processes-share-this-secret-0123456789abcdef';
const declarations = { answered_honestly: true, agreed_terms: true, agreed_excesses: true };
const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** The same server address with another database. */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

describe.skipIf(!postgresUrl)('two server processes on one PostgreSQL database', () => {
  const database = `vanquote_two_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let store: KyselyStore;
  let dir: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const databaseUrl = withDatabase(postgresUrl!, database);
    // Migrated here once; each process then finds nothing to do.
    store = createStore(databaseUrl);
    await store.migrate();
    dir = mkdtempSync(join(tmpdir(), 'vanquote-two-'));
    mkdirSync(join(dir, 'web'));
    const env = {
      DATABASE_URL: databaseUrl,
      WEB_ROOT: join(dir, 'web'),
      EMAIL_OUTBOX_DIR: join(dir, 'outbox'),
      // What every process behind one load balancer must share.
      CAPTCHA_SECRET: SECRET,
      PORTAL_LINK_SECRET: SECRET,
      PAYMENT_NOTIFICATION_SECRET: SECRET,
      // One proxy in front: X-Forwarded-For names the client, as the load balancer would.
      TRUST_PROXY: '1',
    };
    [a, b] = await Promise.all([startServerProcess('A', env), startServerProcess('B', env)]);
  }, SERVER_START_MS + 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await store?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Calls `server` with a fresh bot-check token from `issuer` (by default the same process). */
  const botChecked = async (server: ServerProcess, path: string, body: unknown, issuer = server) =>
    server.call('POST', path, { body, headers: { 'X-Captcha-Token': await issuer.botCheckToken() } });

  const ok = async (server: ServerProcess, method: string, path: string, body?: unknown) => {
    const answer = await server.call(method, path, body === undefined ? {} : { body });
    expect(answer.status, `${server.name} ${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };

  const count = async (table: 'proposal_events' | 'email_outbox', uuid: string, kind: string) => {
    const rows =
      table === 'proposal_events'
        ? await store.db
            .selectFrom('proposal_events')
            .select('id')
            .where('proposal_uuid', '=', uuid)
            .where('type', '=', kind)
            .execute()
        : await store.db
            .selectFrom('email_outbox')
            .select('id')
            .where('proposal_uuid', '=', uuid)
            .where('kind', '=', kind)
            .execute();
    return rows.length;
  };

  /** A proposal created on A and quoted on B, starting in a week. */
  async function quoted() {
    const proposal = proposalFixture();
    proposal.risk!.start_date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const created = await botChecked(a, '/api/proposal', proposal);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uuid = created.body.uuid as string;
    return { uuid, proposal: await ok(b, 'POST', `/api/proposal/${uuid}/quote`) };
  }

  test('a bot-check token used on A is refused on B; one issued by B works on A', async () => {
    const token = await a.botCheckToken();
    const headers = { 'X-Captcha-Token': token };
    const body = proposalFixture();
    expect((await a.call('POST', '/api/proposal', { body, headers })).status).toBe(201);
    const replayed = await b.call('POST', '/api/proposal', { body, headers });
    expect(replayed).toMatchObject({
      status: 403,
      body: { error: 'bot_check_failed', message: BOT_CHECK_FAILED_MESSAGE },
    });
    expect((await botChecked(a, '/api/proposal', body, b)).status).toBe(201);
  });

  test('one client’s recall attempts count once across A and B: the 11th is 429', async () => {
    const { proposal } = await quoted();
    const right = {
      reference: proposal.quote.reference,
      postcode: proposal.risk.proposer.address.postcode,
      dob: proposal.risk.proposer.date_of_birth,
    };
    const client = { 'X-Forwarded-For': '203.0.113.77' };
    const recall = async (server: ServerProcess, body: unknown) =>
      server.call('POST', '/api/proposal/recall', {
        body,
        headers: { ...client, 'X-Captcha-Token': await server.botCheckToken() },
      });
    for (let i = 0; i < 10; i += 1) {
      const wrong = { ...right, reference: `30000-00000-${String(i).padStart(5, '0')}` };
      expect((await recall(i % 2 === 0 ? a : b, wrong)).status, `attempt ${i + 1}`).toBe(404);
    }
    for (const server of [a, b]) {
      const limited = await recall(server, right);
      expect(limited, server.name).toMatchObject({
        status: 429,
        body: {
          error: 'rate_limited',
          message: recallRateLimitedMessage(Number(limited.headers.get('retry-after'))),
        },
      });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another client is not held back, on either process.
    const other = await b.call('POST', '/api/proposal/recall', {
      body: right,
      headers: { 'X-Forwarded-For': '203.0.113.78', 'X-Captcha-Token': await a.botCheckToken() },
    });
    expect(other.status).toBe(200);
  });

  test('asked at the same moment on A and B, the card is taken once and the policy accepted once', async () => {
    const { uuid } = await quoted();
    await ok(a, 'POST', `/api/proposal/${uuid}/payment-option`, {
      is_pay_monthly: false,
      risk: { userfields: { has_third_party_authority: false } },
    });
    const offered = (await ok(b, 'GET', `/api/proposal/${uuid}`)).quote.addons as { code: string }[];
    await ok(a, 'POST', `/api/proposal/${uuid}/addons`, {
      addons: offered.map(({ code }) => ({ code, is_selected: code === 'LE' })),
    });
    await ok(b, 'POST', `/api/proposal/${uuid}/confirm`, {
      risk: {
        proposer: { email_address: 'sam.carter@example.com', phone_numbers: { mobile: '07700900123' } },
      },
      consent_to_auto_renew: true,
      declarations,
    });

    // The hosted card page, opened on A; the customer's Pay reaches both processes at once.
    const started = await ok(a, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    const page = String((await a.call('GET', started.payment_url, { xhr: false })).body);
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(token).not.toBe('');
    const form = new URLSearchParams({
      token,
      card_number: '4242 4242 4242 4242',
      expiry,
      cvc: '123',
      name: 'Sam Carter',
    }).toString();
    const pay = (server: ServerProcess) =>
      server.call('POST', `${started.payment_url}/pay`, {
        raw: form,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        xhr: false,
      });
    const paid = await Promise.all([pay(a), pay(b)]);
    // Both answer the browser with a redirect (never a 5xx); the payment is the one that succeeded.
    expect(paid.map((answer) => answer.status)).toEqual([303, 303]);
    expect(paid.map((answer) => answer.headers.get('location'))).toContain(`/quote/thankyou?uuid=${uuid}`);
    expect(await count('proposal_events', uuid, 'payment.succeeded')).toBe(1);
    const payments = await store.db
      .selectFrom('payments')
      .select('status')
      .where('proposal_uuid', '=', uuid)
      .execute();
    expect(payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect((await ok(b, 'GET', `/api/proposal/${uuid}`)).is_purchased).toBe(true);

    // The thank-you page accepts; a double click, or a retry, reaches the other process at once.
    const accepted = await Promise.all(
      [a, b].map((server) => server.call('POST', `/api/proposal/${uuid}/quote/accept`, { body: {} })),
    );
    expect(accepted.map((answer) => answer.status)).toEqual([200, 200]);
    expect(accepted.map((answer) => answer.body.quote?.is_accepted)).toEqual([true, true]);
    expect(await count('proposal_events', uuid, 'quote.accepted')).toBe(1);
    expect(await count('email_outbox', uuid, 'purchase')).toBe(1);
  });
});
