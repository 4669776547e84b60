import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFixture } from '../fixtures/index';
import { buildTestApp, type TestApp } from '../support/testApp';
import { payOnCardPage } from './buyPolicy';

// The operators' figures: GET /metrics in the Prometheus text format, read only by the addresses
// METRICS_ALLOW names (loopback by default), and GET /readyz for load balancers.

/** The value of one sample line (`name{labels} value`), or undefined when the line is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics after a purchase', () => {
  let app: TestApp;
  let text = '';
  beforeAll(async () => {
    app = await buildTestApp();
    const ok = async (method: string, path: string, body?: unknown) => {
      const response = await app.call(method, path, body === undefined ? {} : { body });
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(200);
      return response.body;
    };
    const created = await app.call('POST', '/api/proposal', { body: proposalFixture() });
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    await ok('POST', `/api/proposal/${uuid}/quote`);
    await ok('POST', `/api/proposal/${uuid}/payment-option`, {
      is_pay_monthly: false,
      risk: { userfields: { has_third_party_authority: false } },
    });
    await ok('POST', `/api/proposal/${uuid}/confirm`, {
      risk: {
        proposer: { email_address: 'sam.carter@example.com', phone_numbers: { mobile: '07700900123' } },
      },
      consent_to_auto_renew: true,
      declarations: { answered_honestly: true, agreed_terms: true, agreed_excesses: true },
    });
    const started = await ok('POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    await payOnCardPage(app, started.payment_url, '4242 4242 4242 4242');
    await ok('POST', `/api/proposal/${uuid}/quote/accept`, {});
    const scraped = await app.call('GET', '/metrics', { xhr: false });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    text = scraped.text;
  });
  afterAll(async () => app.close());

  test('requests by route pattern and status, with a latency histogram', () => {
    const quote = { method: 'POST', route: '/api/proposal/:id/quote', status: '200' };
    expect(sample(text, 'http_request_duration_seconds_count', quote)).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...quote, le: '+Inf' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_sum', quote)).toBeGreaterThan(0);
    // Ids never become labels.
    expect(text).not.toMatch(/route="\/api\/proposal\/[0-9a-f]{8}-/);
  });

  test('quotes by decision, payments and acceptances', () => {
    expect(sample(text, 'quotes_total', { decision: 'quoted' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'payments_total', { outcome: 'succeeded' })).toBe(1);
    expect(sample(text, 'acceptances_total', { outcome: 'accepted' })).toBe(1);
  });

  test('the e-mail outbox backlog and its oldest age, and store call latency', async () => {
    expect(sample(text, 'email_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'email_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(
      sample(text, 'store_call_duration_seconds_count', { operation: 'saveProposal', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(3);
    // Once sent, nothing waits.
    await app.providers.email.outbox.deliverPending();
    const after = (await app.call('GET', '/metrics', { xhr: false })).text;
    expect(sample(after, 'email_outbox_pending')).toBe(0);
    expect(sample(after, 'email_outbox_oldest_pending_seconds')).toBe(0);
  });
});

describe('who may read the figures, and readiness', () => {
  test('an address METRICS_ALLOW does not name gets the 404 of an unknown page', async () => {
    const app = await buildTestApp({ config: { metricsAllow: ['10.1.2.3'] } });
    try {
      const refused = await app.call('GET', '/metrics', { xhr: false });
      expect(refused.status).toBe(404);
      expect(refused.text).not.toContain('http_request_duration_seconds');
    } finally {
      await app.close();
    }
  });

  test('/readyz: ready when the store answers and every migration has run', async () => {
    const app = await buildTestApp();
    try {
      const ready = await app.call('GET', '/readyz', { xhr: false });
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', store: 'sqlite' });
    } finally {
      await app.close();
    }
  });

  test('/readyz: 503 while another process has migrations to run, and when the store is down', async () => {
    const migrating = await buildTestApp({
      storeFor: (store) =>
        Object.assign(Object.create(store) as typeof store, {
          pendingMigrations: async () => ['0099_next'],
        }),
    });
    const down = await buildTestApp({
      storeFor: (store) =>
        Object.assign(Object.create(store) as typeof store, {
          ping: async () => {
            throw new Error('connection refused');
          },
        }),
    });
    try {
      const pending = await migrating.call('GET', '/readyz', { xhr: false });
      expect(pending.status).toBe(503);
      expect(pending.body).toEqual({ status: 'not_ready', reason: 'migrations_pending' });
      const unreachable = await down.call('GET', '/readyz', { xhr: false });
      expect(unreachable.status).toBe(503);
      expect(unreachable.body).toEqual({ status: 'not_ready', reason: 'store_unreachable' });
    } finally {
      await migrating.close();
      await down.close();
    }
  });
});
