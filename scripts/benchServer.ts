/**
 * The server side of `npm run bench` (scripts/bench.ts forks it, so the load generator never shares
 * this process): the app over a fresh store (SQLite in a temporary folder, or PostgreSQL in a fresh
 * schema when BENCH_DATABASE_URL names one), logging at the production level to /dev/null, and a
 * bare Express handler beside it. From the complete proposal its parent sends first (IPC), it makes
 * `BENCH_PROPOSALS` quoted proposals through the API, then tells its parent where to send load and
 * what to send; on 'cpu' it answers the CPU time
 * it has used; on 'stop' it cleans up and exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import pg from 'pg';
import pino from 'pino';
import { createAjv } from '../schemas/src/createAjv';
import { shiftIsoDate, ukToday } from '../schemas/src/ukDates';
import { createApp } from '../server/app';
import { configDefaults } from '../server/config';
import { loadLists, readListValues } from '../server/loadLists';
import { createLogger } from '../server/logger';
import { createProviders } from '../server/providers/createProviders';
import { assertValidRatebook, defaultRatebookJson } from '../server/rating/index';
import { createStore } from '../server/storage/createStore';
import { createSharedState } from '../server/storage/sharedState';
import type { Proposal } from '../schemas/generated/index';

/** What the parent is told once the servers listen. */
export interface BenchServerReady {
  url: string;
  bareUrl: string;
  engine: string;
  /** Each proposal's quoted document as the update call answers it, ready to send back changed. */
  proposals: Record<string, unknown>[];
}

const xhr = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
const PROPOSALS = Number(process.env.BENCH_PROPOSALS ?? 100);

async function listen(app: express.Express): Promise<{ url: string; server: Server }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function openStore(dir: string) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { store: createStore(`sqlite:${join(dir, 'bench.sqlite')}`), drop: async () => {} };
  // A schema of its own, dropped afterwards: nothing else in that database is touched.
  const schema = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  return {
    store: createStore(url, { postgresSchema: schema }),
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

async function main(): Promise<void> {
  const proposal = await new Promise<Proposal>((resolve) => {
    process.once('message', (message) => resolve((message as { proposal: Proposal }).proposal));
  });
  const dir = mkdtempSync(join(tmpdir(), 'vanquote-bench-'));
  const ajv = createAjv({}, { lists: readListValues() });
  const logger = createLogger(configDefaults.logLevel, pino.destination({ dest: '/dev/null', sync: false }));
  const clock = () => new Date();
  const { store, drop } = await openStore(dir);
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
  const served = await listen(app);
  const bare = express();
  bare.use(express.json());
  bare.post('/bare', (_req, res) => {
    res.json({ ok: true });
  });
  const bareServed = await listen(bare);

  proposal.risk!.start_date = shiftIsoDate(ukToday(new Date()), 0, 0, 7);
  const proposals: Record<string, unknown>[] = [];
  for (let i = 0; i < PROPOSALS; i += 1) {
    const botCheck = await fetch(`${served.url}/api/recaptcha/token`, { headers: xhr });
    const { token } = (await botCheck.json()) as { token: string };
    const created = await fetch(`${served.url}/api/proposal?steps=7`, {
      method: 'POST',
      headers: { ...xhr, 'X-Captcha-Token': token },
      body: JSON.stringify(proposal),
    });
    if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
    const { uuid } = (await created.json()) as { uuid: string };
    const quoted = await fetch(`${served.url}/api/proposal/${uuid}/quote`, { method: 'POST', headers: xhr });
    if (quoted.status !== 200) throw new Error(`quote failed: ${quoted.status} ${await quoted.text()}`);
    proposals.push((await quoted.json()) as Record<string, unknown>);
  }

  const ready: BenchServerReady = {
    url: served.url,
    bareUrl: bareServed.url,
    engine: store.engine,
    proposals,
  };
  process.send!(ready);
  process.on('message', (message) => {
    // The CPU time this process has used (µs), so a figure per request holds on a busy machine.
    if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
    if (message !== 'stop') return;
    served.server.close();
    bareServed.server.close();
    void store
      .close()
      .then(drop)
      .finally(() => {
        rmSync(dir, { recursive: true, force: true });
        // Exit normally, so that --cpu-prof writes its profile.
        process.exit(0);
      });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
