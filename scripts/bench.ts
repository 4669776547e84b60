/**
 * npm run bench: prints figures, asserts nothing.
 *  1. Validating and rating one full proposal (median and 95th percentile).
 *  2. POST /api/proposal/{id}/quote under load (autocannon over loopback) beside a bare Express
 *     handler measured in the same run, as a ratio; and the write path (each request changes the
 *     proposal, so it is rated, saved and recorded).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import express from 'express';
import { createAjv, schemaId } from '../schemas/src/createAjv';
import { shiftIsoDate, ukToday } from '../schemas/src/ukDates';
import { createApp } from '../server/app';
import { configDefaults } from '../server/config';
import { loadLists, readListValues } from '../server/loadLists';
import { createLogger } from '../server/logger';
import { createProviders } from '../server/providers/createProviders';
import { assertValidRatebook, defaultRatebookJson, rate } from '../server/rating/index';
import { createStore } from '../server/storage/createStore';
import { createSharedState } from '../server/storage/sharedState';
import { proposalFixture } from '../tests/fixtures/index';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const xhr = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function benchRating(): void {
  const ajv = createAjv();
  const validate = ajv.getSchema(schemaId('entities/proposal.schema.json'))!;
  const ratebook = assertValidRatebook(ajv, defaultRatebookJson);
  const proposal = proposalFixture();
  const asOf = new Date('2026-11-20T10:00:00Z');
  for (let i = 0; i < 500; i += 1) rate(proposal, ratebook, asOf); // warm up
  const times: number[] = [];
  for (let i = 0; i < 5000; i += 1) {
    const start = process.hrtime.bigint();
    if (!validate(proposal)) throw new Error('the fixture must be valid');
    rate(proposal, ratebook, asOf);
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  console.log(
    `validate + rate one proposal: median ${percentile(times, 50).toFixed(1)} µs, ` +
      `p95 ${percentile(times, 95).toFixed(1)} µs (${times.length} runs)`,
  );
}

async function listen(app: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  // On two cores a worker thread for the load only competes with the server; keep one process.
  return autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
}

async function benchEndpoints(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'vanquote-bench-'));
  const ajv = createAjv({}, { lists: readListValues() });
  const logger = createLogger('silent');
  const clock = () => new Date();
  const store = createStore(`sqlite:${join(dir, 'bench.sqlite')}`);
  await store.migrate();
  const shared = createSharedState(store.db);
  const providers = createProviders(
    { EMAIL_OUTBOX_DIR: join(dir, 'outbox') },
    { db: store.db, logger, clock, ajv, shared },
  );
  const app = createApp({
    store,
    clock,
    logger,
    ajv,
    lists: loadLists(ajv),
    ratebook: assertValidRatebook(ajv, defaultRatebookJson),
    providers,
    shared,
    config: { ...configDefaults, webRoot: join(dir, 'no-web') },
  });
  const server = await listen(app);
  const bare = express();
  bare.use(express.json());
  bare.post('/bare', (_req, res) => {
    res.json({ ok: true });
  });
  const bareServer = await listen(bare);

  const proposal = proposalFixture();
  proposal.risk!.start_date = shiftIsoDate(ukToday(new Date()), 0, 0, 7);
  const botCheck = await fetch(`${server.url}/api/recaptcha/token`, { headers: xhr });
  const { token } = (await botCheck.json()) as { token: string };
  const created = await fetch(`${server.url}/api/proposal`, {
    method: 'POST',
    headers: { ...xhr, 'X-Captcha-Token': token },
    body: JSON.stringify(proposal),
  });
  const { uuid } = (await created.json()) as { uuid: string };
  const first = await fetch(`${server.url}/api/proposal/${uuid}/quote`, { method: 'POST', headers: xhr });
  if (first.status !== 200) throw new Error(`quote failed: ${first.status} ${await first.text()}`);
  const quoted = await first.json();

  const bareResult = await load({ url: `${bareServer.url}/bare`, method: 'POST', headers: xhr, body: '{}' });
  const quoteResult = await load({
    url: `${server.url}/api/proposal/${uuid}/quote`,
    method: 'POST',
    headers: xhr,
  });
  const variant = (excess: number) =>
    JSON.stringify({ ...quoted, risk: { ...quoted.risk, voluntary_excess: excess } });
  const writeResult = await load({
    url: server.url,
    connections: 1,
    requests: [
      { method: 'POST', path: '/json/proposal/update', headers: xhr, body: variant(250) },
      { method: 'POST', path: '/json/proposal/update', headers: xhr, body: variant(500) },
    ],
  });

  const line = (name: string, r: autocannon.Result) =>
    `${name}: ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms` +
    (r.non2xx ? `, ${r.non2xx} non-2xx` : '');
  console.log(line(`bare Express handler (${CONNECTIONS} connections, ${DURATION_S} s)`, bareResult));
  console.log(line('POST /api/proposal/{id}/quote, unchanged proposal', quoteResult));
  console.log(
    `ratio quote / bare: ${(quoteResult.requests.average / bareResult.requests.average).toFixed(2)}`,
  );
  console.log(
    line('POST /json/proposal/update, a change each time (rate, save, event; 1 connection)', writeResult),
  );

  await server.close();
  await bareServer.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}

benchRating();
await benchEndpoints();
