/**
 * npm run bench, the server's half: prints figures, asserts nothing, and merges its keys into
 * bench-results.json at the repository root (scripts/benchForm.ts adds the browser's keys to the
 * same file; each script rewrites only its own keys).
 *  1. Rating one full proposal (`rate_median_us`).
 *  2. A bare Express handler (`bare_rps`) and the quote write path (`quote_write_*`): POST
 *     /json/proposal/update with a changed answer every request, so the rules, the seven step
 *     checks, the rating, the save and its event all run. The servers run in a child process
 *     (scripts/benchServer.ts); autocannon loads them from this one, over loopback. Each load is
 *     measured after the same load has run for BENCH_WARMUP_SECONDS, unmeasured: the figures are
 *     those of a server in steady use, not of the first seconds after it starts, while V8 still
 *     compiles and optimises the path (those first seconds held most of the slowest answers).
 *  2b. The same write path on a process per core (`quote_write_*_workers`), as WORKERS=auto runs
 *     the server: several processes on one port over one store (server/cluster.ts).
 *  3. The same write path on PostgreSQL when TEST_DATABASE_URL is set (`quote_write_rps_postgres`),
 *     in a fresh schema dropped afterwards.
 *  4. An aggregator's call (`integration_quote_*`): POST /api/integrations/quotes with an API key,
 *     a whole proposal each request (a voluntary excess it did not have the time before), so every
 *     request checks every step, rates, and creates a proposal and its quote, on SQLite.
 * Overrides: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3; 0 measures a cold server),
 * BENCH_CONNECTIONS (50), BENCH_PROPOSALS (100),
 * BENCH_CPU_PROF=<folder> (the server process writes a --cpu-prof profile there), BENCH_ONLY=writes
 * (the SQLite write path alone, for profiling it, on BENCH_ONLY_WORKERS processes (1); nothing is
 * written to the results file), BENCH_ONLY=integration (the integrators' call alone, likewise), BENCH_WORKERS (the per-core figures' processes; one a core),
 * BENCH_NODE_FLAGS (Node's flags for the server processes, e.g. `--trace-gc`).
 */
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createAjv } from '../schemas/src/createAjv';
import { assertValidRatebook, defaultRatebookJson, rate } from '../server/rating/index';
import { proposalFixture } from '../tests/fixtures/index';
import type { BenchServerReady } from './benchServer';
import { mergeResults, RESULTS, round } from './benchResults';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** The server processes of the per-core figures (WORKERS=auto: one a core). */
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const xhr = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function benchRating(): number {
  const ratebook = assertValidRatebook(createAjv(), defaultRatebookJson);
  const proposal = proposalFixture();
  const asOf = new Date('2026-11-20T10:00:00Z');
  for (let i = 0; i < 500; i += 1) rate(proposal, ratebook, asOf); // warm up
  const times: number[] = [];
  for (let i = 0; i < 5000; i += 1) {
    const start = process.hrtime.bigint();
    rate(proposal, ratebook, asOf);
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  console.log(
    `rate one proposal: median ${median.toFixed(1)} µs, p95 ${percentile(times, 95).toFixed(1)} µs (${times.length} runs)`,
  );
  return median;
}

/** Starts scripts/benchServer.ts in its own process and waits for it to listen. */
interface StartedServer {
  ready: BenchServerReady;
  /** The server process's CPU time so far, user and system, in µs. */
  cpu: () => Promise<number>;
  stop: () => Promise<void>;
}

async function startServer(databaseUrl?: string, workers = 1): Promise<StartedServer> {
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(join(root, 'scripts/benchServer.ts'), [], {
    execArgv: [
      '--import',
      'tsx',
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      BENCH_WORKERS: String(workers),
      ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send({ proposal: proposalFixture() });
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as BenchServerReady));
    child.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
  });
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message) => {
        const { user, system } = (message as { cpu: NodeJS.CpuUsage }).cpu;
        resolve(user + system);
      });
      child.send('cpu');
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { ready, cpu, stop };
}

/**
 * The write path under load: each request takes a proposal no other request holds (so no save
 * meets another's version) and sends it back with a voluntary excess it does not have.
 */
async function loadWrites(server: StartedServer): Promise<autocannon.Result & { cpuPerRequestUs: number }> {
  if (WARMUP_S > 0) await loadWriteRequests(server.ready, WARMUP_S);
  const before = await server.cpu();
  const result = await loadWriteRequests(server.ready, DURATION_S);
  const cpuPerRequestUs = (await server.cpu()) - before;
  return Object.assign(result, {
    cpuPerRequestUs: Math.round(cpuPerRequestUs / Math.max(1, result.requests.total)),
  });
}

async function loadWriteRequests(ready: BenchServerReady, seconds: number): Promise<autocannon.Result> {
  const free = ready.proposals.map((document, index) => {
    // Precomputed halves around the excess, so the load generator spends little on each body.
    const marked = JSON.stringify({
      ...document,
      risk: { ...(document.risk as Record<string, unknown>), voluntary_excess: -1 },
    });
    const [before, after] = marked.split('"voluntary_excess":-1') as [string, string];
    return { before, after, turn: index };
  });
  const excesses = Array.from({ length: 81 }, (_, i) => i * 25);
  let bad = 0;
  const result = await autocannon({
    url: ready.url,
    duration: seconds,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'POST',
        path: '/json/proposal/update',
        headers: xhr,
        setupRequest: (request, context: { proposal?: (typeof free)[number] }) => {
          const proposal = free.pop();
          if (!proposal) throw new Error('BENCH_PROPOSALS must be more than BENCH_CONNECTIONS');
          proposal.turn += 1;
          context.proposal = proposal;
          const excess = excesses[proposal.turn % excesses.length]!;
          return { ...request, body: `${proposal.before}"voluntary_excess":${excess}${proposal.after}` };
        },
        onResponse: (status, _body, context: { proposal?: (typeof free)[number] }) => {
          if (status !== 200) bad += 1;
          free.unshift(context.proposal!);
        },
      },
    ],
  });
  if (bad > 0) console.log(`  ${bad} write responses were not 200`);
  return result;
}

/**
 * The integrators' quote call under load: each request sends the whole proposal with another
 * voluntary excess, and creates a quoted proposal of its own.
 */
async function loadIntegrationQuotes(
  server: StartedServer,
): Promise<autocannon.Result & { cpuPerRequestUs: number }> {
  const { url, apiKey, integrationProposal } = server.ready;
  const marked = JSON.stringify({
    ...integrationProposal,
    risk: { ...(integrationProposal.risk as Record<string, unknown>), voluntary_excess: -1 },
  });
  const [before, after] = marked.split('"voluntary_excess":-1') as [string, string];
  const excesses = Array.from({ length: 81 }, (_, i) => i * 25);
  let turn = 0;
  let bad = 0;
  const load = (seconds: number) =>
    autocannon({
      url,
      duration: seconds,
      connections: CONNECTIONS,
      requests: [
        {
          method: 'POST',
          path: '/api/integrations/quotes',
          headers: { ...xhr, Authorization: `Bearer ${apiKey}` },
          setupRequest: (request) => {
            turn += 1;
            return {
              ...request,
              body: `${before}"voluntary_excess":${excesses[turn % excesses.length]}${after}`,
            };
          },
          onResponse: (status) => {
            if (status !== 201) bad += 1;
          },
        },
      ],
    });
  if (WARMUP_S > 0) await load(WARMUP_S);
  bad = 0;
  const cpuBefore = await server.cpu();
  const result = await load(DURATION_S);
  const used = (await server.cpu()) - cpuBefore;
  if (bad > 0) console.log(`  ${bad} integration quote responses were not 201`);
  return Object.assign(result, { cpuPerRequestUs: Math.round(used / Math.max(1, result.requests.total)) });
}

function line(name: string, r: autocannon.Result & { cpuPerRequestUs?: number }): string {
  return (
    `${name}: ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms` +
    (r.cpuPerRequestUs === undefined ? '' : `, server CPU ${r.cpuPerRequestUs} µs a request`) +
    (r.non2xx ? `, ${r.non2xx} non-2xx` : '') +
    (r.errors ? `, ${r.errors} errors` : '') +
    (r.timeouts ? `, ${r.timeouts} timeouts` : '')
  );
}

async function benchWritesOnly(): Promise<void> {
  const sqlite = await startServer(undefined, Number(process.env.BENCH_ONLY_WORKERS ?? 1));
  const writes = await loadWrites(sqlite);
  await sqlite.stop();
  console.log(
    line(
      `quote write path, SQLite (${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s unmeasured)`,
      writes,
    ),
  );
}

async function benchIntegrationOnly(): Promise<void> {
  const sqlite = await startServer();
  const integration = await loadIntegrationQuotes(sqlite);
  await sqlite.stop();
  console.log(
    line(
      `integrators' whole-proposal quote call, SQLite (${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s unmeasured)`,
      integration,
    ),
  );
}

async function benchServer(): Promise<Record<string, number | null>> {
  const sqlite = await startServer();
  const loadBare = (duration: number) =>
    autocannon({
      url: `${sqlite.ready.bareUrl}/bare`,
      method: 'POST',
      headers: xhr,
      body: '{}',
      duration,
      connections: CONNECTIONS,
    });
  if (WARMUP_S > 0) await loadBare(WARMUP_S);
  const bare = await loadBare(DURATION_S);
  const writes = await loadWrites(sqlite);
  const integration = await loadIntegrationQuotes(sqlite);
  await sqlite.stop();
  const setting = `${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s unmeasured`;
  console.log(line(`bare Express handler (${setting})`, bare));
  console.log(line(`quote write path, SQLite (${setting})`, writes));
  console.log(line(`integrators' whole-proposal quote call, SQLite (${setting})`, integration));
  const ratio = writes.requests.average / bare.requests.average;
  console.log(`ratio quote write / bare: ${ratio.toFixed(2)}`);
  // The same on a process per core (WORKERS=auto), the load generator still beside them.
  const perCore = await startServer(undefined, WORKERS);
  const perCoreWrites = await loadWrites(perCore);
  await perCore.stop();
  console.log(line(`quote write path, SQLite, ${WORKERS} workers (${setting})`, perCoreWrites));
  const perCoreRatio = perCoreWrites.requests.average / bare.requests.average;
  console.log(`ratio quote write on ${WORKERS} workers / bare on one process: ${perCoreRatio.toFixed(2)}`);

  let postgresRps: number | null = null;
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const postgres = await startServer(postgresUrl);
    const pgWrites = await loadWrites(postgres);
    await postgres.stop();
    console.log(line(`quote write path, PostgreSQL (${setting})`, pgWrites));
    postgresRps = Math.round(pgWrites.requests.average);
  } else {
    console.log('quote write path, PostgreSQL: skipped (set TEST_DATABASE_URL to measure it)');
  }
  return {
    bare_rps: Math.round(bare.requests.average),
    quote_write_rps: Math.round(writes.requests.average),
    quote_write_p50_ms: writes.latency.p50,
    quote_write_p99_ms: writes.latency.p99,
    ratio_quote_write_to_bare: round(ratio, 3),
    quote_write_rps_postgres: postgresRps,
    quote_write_workers: WORKERS,
    quote_write_rps_workers: Math.round(perCoreWrites.requests.average),
    quote_write_p50_ms_workers: perCoreWrites.latency.p50,
    quote_write_p99_ms_workers: perCoreWrites.latency.p99,
    ratio_quote_write_workers_to_bare: round(perCoreRatio, 3),
    integration_quote_rps: Math.round(integration.requests.average),
    integration_quote_p50_ms: integration.latency.p50,
    integration_quote_p99_ms: integration.latency.p99,
  };
}

if (process.env.BENCH_ONLY === 'writes') {
  await benchWritesOnly();
} else if (process.env.BENCH_ONLY === 'integration') {
  await benchIntegrationOnly();
} else {
  // The machine's load when the run began: figures taken on a busy machine read low.
  const load = round(loadavg()[0]!, 2);
  const rateMedian = benchRating();
  const server = await benchServer();
  mergeResults({ ...server, rate_median_us: round(rateMedian), load_average_1m_server: load });
  console.log(`wrote the server's figures to ${RESULTS}`);
}
