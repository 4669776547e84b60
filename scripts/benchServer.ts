/**
 * The server side of `npm run bench` (scripts/bench.ts forks it, so the load generator never shares
 * this process): the app over a fresh store (SQLite in a temporary folder, or PostgreSQL in a fresh
 * schema when BENCH_DATABASE_URL names one), logging at the production level to /dev/null, and a
 * bare Express handler beside it. From the complete proposal its parent sends first (IPC), it makes
 * `BENCH_PROPOSALS` quoted proposals through the API, then tells its parent where to send load and
 * what to send; on 'cpu' it answers the CPU time it (and its workers) have used; on 'stop' it
 * cleans up and exits. With BENCH_WORKERS above one, the load goes to that many worker processes
 * sharing one port over the same store, as WORKERS runs the server (server/cluster.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type Server } from 'node:http';
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
import { KyselyApiKeys } from '../server/storage/apiKeys';
import { createSharedState } from '../server/storage/sharedState';
import type { Proposal } from '../schemas/generated/index';

/** What the parent is told once the servers listen. */
export interface BenchServerReady {
  url: string;
  bareUrl: string;
  engine: string;
  /** Each proposal's quoted document as the update call answers it, ready to send back changed. */
  proposals: Record<string, unknown>[];
  /** An integrator's API key for the whole-proposal quote call, with a limit the load never meets. */
  apiKey: string;
  /** The complete proposal an integrator sends, its start date within the cover's window. */
  integrationProposal: Record<string, unknown>;
}

const xhr = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
const PROPOSALS = Number(process.env.BENCH_PROPOSALS ?? 100);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);

async function listen(app: express.Express): Promise<{ url: string; server: Server }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The store: SQLite in `dir`, or `schema` (made here when not given) of BENCH_DATABASE_URL. */
async function openStore(dir: string, schema?: string) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { store: createStore(`sqlite:${join(dir, 'bench.sqlite')}`), drop: async () => {} };
  if (schema) return { store: createStore(url, { postgresSchema: schema }), schema, drop: async () => {} };
  // A schema of its own, dropped afterwards: nothing else in that database is touched.
  const made = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${made}`);
  return {
    store: createStore(url, { postgresSchema: made }),
    schema: made,
    drop: async () => {
      await admin.query(`DROP SCHEMA ${made} CASCADE`);
      await admin.end();
    },
  };
}

/** The app as the server builds it, over `store`, its outbox in `dir`. */
function benchApp(dir: string, store: ReturnType<typeof createStore>): express.Express {
  const ajv = createAjv({}, { lists: readListValues() });
  const logger = createLogger(configDefaults.logLevel, pino.destination({ dest: '/dev/null', sync: false }));
  const clock = () => new Date();
  const shared = createSharedState(store.db);
  const providers = createProviders(
    { EMAIL_OUTBOX_DIR: join(dir, 'outbox') },
    { db: store.db, logger, clock, ajv, shared },
  );
  return createApp({
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
}

/** A worker: the app over the parent's store, on the port the workers share. */
async function worker(): Promise<void> {
  const dir = process.env.BENCH_DIR!;
  const { store } = await openStore(dir, process.env.BENCH_SCHEMA || undefined);
  benchApp(dir, store).listen(Number(process.env.BENCH_PORT), '127.0.0.1');
  process.on('message', (message) => {
    if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
    // Exit normally, so that --cpu-prof writes the worker's profile.
    if (message === 'stop') process.exit(0);
  });
}

/** Starts the workers on one free port; answers their URL once each listens. */
async function startWorkers(
  dir: string,
  schema: string | undefined,
): Promise<{ url: string; workers: Worker[] }> {
  const free = await listen(express());
  const port = (free.server.address() as AddressInfo).port;
  await new Promise((resolve) => free.server.close(resolve));
  const workers: Worker[] = [];
  for (let i = 0; i < WORKERS; i += 1) {
    const started = cluster.fork({ BENCH_DIR: dir, BENCH_SCHEMA: schema ?? '', BENCH_PORT: String(port) });
    await new Promise((resolve) => started.once('listening', resolve));
    workers.push(started);
  }
  return { url: `http://127.0.0.1:${port}`, workers };
}

/** POSTs JSON on a connection of its own; answers the status. */
function postOnNewConnection(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent: false, headers: xhr }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The CPU time (µs) of `worker` so far. */
function workerCpu(worker: Worker): Promise<number> {
  return new Promise((resolve) => {
    const answer = (message: { cpu?: NodeJS.CpuUsage }) => {
      if (!message?.cpu) return;
      worker.off('message', answer);
      resolve(message.cpu.user + message.cpu.system);
    };
    worker.on('message', answer);
    worker.send('cpu');
  });
}

async function main(): Promise<void> {
  const proposal = await new Promise<Proposal>((resolve) => {
    process.once('message', (message) => resolve((message as { proposal: Proposal }).proposal));
  });
  const dir = mkdtempSync(join(tmpdir(), 'vanquote-bench-'));
  const { store, schema, drop } = await openStore(dir);
  await store.migrate();
  const app = benchApp(dir, store);
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

  // The proposals were made by this process; the load goes to the workers when there are several.
  const { url, workers } =
    WORKERS > 1 ? await startWorkers(dir, schema) : { url: served.url, workers: [] as Worker[] };
  // Each worker warms up as this process did making the proposals: a write of each, twice, every
  // one on a new connection (which the workers take in turn).
  for (const document of workers.length > 0 ? [...proposals, ...proposals] : []) {
    const status = await postOnNewConnection(`${url}/json/proposal/update`, JSON.stringify(document));
    if (status !== 200) throw new Error(`a worker's warm-up write answered ${status}`);
  }
  const { key: apiKey } = await new KyselyApiKeys(store.db).issue('bench', 100_000_000, new Date());
  const ready: BenchServerReady = {
    url,
    bareUrl: bareServed.url,
    engine: store.engine,
    proposals,
    apiKey,
    integrationProposal: proposal as Record<string, unknown>,
  };
  process.send!(ready);
  process.on('message', (message) => {
    // The CPU time this process and its workers have used (µs), so a figure per request holds on
    // a busy machine.
    if (message === 'cpu') {
      void Promise.all(workers.map(workerCpu)).then((used) => {
        const own = process.cpuUsage();
        process.send!({ cpu: { user: own.user + used.reduce((a, b) => a + b, 0), system: own.system } });
      });
    }
    if (message !== 'stop') return;
    const stopped = workers.map((started) => new Promise((resolve) => started.once('exit', resolve)));
    for (const started of workers) started.send('stop');
    served.server.close();
    bareServed.server.close();
    void Promise.all(stopped)
      .then(() => store.close())
      .then(drop)
      .finally(() => {
        rmSync(dir, { recursive: true, force: true });
        // Exit normally, so that --cpu-prof writes its profile.
        process.exit(0);
      });
  });
}

(cluster.isPrimary ? main() : worker()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
