// `npm test`: every check and test of the project, side by side rather than one after another.
//
// The checks each use one core, and the browser tests spend much of their time waiting on the
// browser and the server, so on two cores one after another left a core idle most of the time.
// Here everything starts at once but the browser tests, which wait for the build. The component
// and API tests (Vitest) and the browser tests are the longest; the static checks run at a lower
// priority, so they fill the time the tests leave rather than hold them up. Each line a job prints
// is prefixed with its name; a table of the jobs' times and results closes the run, and the exit
// code is 1 when any job failed. The same jobs run alone as `npm run <script>` (package.json).
//
// Two runs may go at once on one machine, from two checkouts or from the same one: each run
// builds the app into a folder of its own (served by the browser tests' server through WEB_ROOT),
// gives Playwright its own folder for screenshots and failures, and its test server a free port.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Priority of the static checks: below the tests (0), so they take what the tests leave. */
const CHECK_PRIORITY = 10;

/** A loopback port nothing listens on now (the system picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// This run's own places: the built app, and the browser tests' screenshots and failures, in
// test-results/port-<port>, a folder no other run on this machine uses now. When the browser
// tests pass, their screenshots then replace test-results/last-run; when they fail, the folder
// stays where the failures' report points.
const runDir = mkdtempSync(join(tmpdir(), 'vanquote-test-'));
const webRoot = join(runDir, 'web');
const browserPort = process.env.BROWSER_TEST_PORT || String(await freePort());
const browserResults = join(process.cwd(), 'test-results', `port-${browserPort}`);
const browserEnv = {
  BROWSER_TEST_PORT: browserPort,
  BROWSER_TEST_OUTPUT_DIR: browserResults,
  WEB_ROOT: webRoot,
};
// The build job writes its result here ("passed" or "FAILED") once it ends: the one Vitest file
// that reads the built app (tests/api/routePreloads.test.ts) waits for it and uses this run's
// build rather than building the whole app a second time.
const buildStatus = join(runDir, 'build-status');
const vitestEnv = { TEST_WEB_ROOT: webRoot, TEST_WEB_ROOT_STATUS: buildStatus };

/** After passing browser tests: their folder becomes test-results/last-run. */
function keepLastRun() {
  const lastRun = join(process.cwd(), 'test-results', 'last-run');
  try {
    rmSync(lastRun, { recursive: true, force: true });
    if (existsSync(browserResults)) renameSync(browserResults, lastRun);
  } catch {
    // Another run finishing at the same moment took the name: this run's folder is not kept.
    rmSync(browserResults, { recursive: true, force: true });
  }
}

/**
 * The jobs: each a list of npm scripts run in order, stopping at the first that fails (a script
 * may be [name, ...arguments], or { node: file } for a file Node runs). `after` names a job that
 * must have passed first. `low` runs it at the checks' lower priority; `env` is added to its
 * environment; `statusFile` gets the job's result when it ends.
 */
const jobs = [
  { name: 'generated', scripts: ['types:check', 'openapi:check', 'check:journey'], low: true },
  { name: 'typecheck', scripts: ['typecheck'], low: true },
  { name: 'eslint', scripts: ['lint:eslint'], low: true },
  { name: 'prettier', scripts: ['lint:prettier'], low: true },
  { name: 'vitest', scripts: ['test:unit'], env: vitestEnv },
  // test:browser:prepare, into this run's folder.
  {
    name: 'build',
    scripts: [{ node: 'scripts/ensureChromium.mjs' }, ['build', '--outDir', webRoot]],
    statusFile: buildStatus,
  },
  { name: 'browser', scripts: ['test:browser:run'], after: 'build', env: browserEnv },
];

const started = Date.now();
const children = new Set();
const results = new Map();
const width = Math.max(...jobs.map((job) => job.name.length));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Each job's processor time so far, in seconds (scripts/cpuTime.mjs measures each script's). */
const cpu = new Map();

function runScript(job, script) {
  const [name, ...args] = [script].flat();
  const [command, commandArgs] = script.node
    ? [process.execPath, [script.node]]
    : ['npm', ['run', '-s', name, ...(args.length > 0 ? ['--', ...args] : [])]];
  return new Promise((resolve) => {
    // Its own process group, so that stopping a job stops what it started (a browser, a server).
    // The checks run at a lower priority, which the processes they start inherit.
    const priority = job.low ? String(CHECK_PRIORITY) : 'inherit';
    const child = spawn(process.execPath, ['scripts/cpuTime.mjs', priority, command, ...commandArgs], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...job.env },
    });
    children.add(child);
    const prefix = `[${job.name.padEnd(width)}] `;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
    }
    let used = '';
    child.stdio[3].on('data', (chunk) => (used += chunk));
    child.on('close', (code, signal) => {
      children.delete(child);
      if (used) cpu.set(job.name, (cpu.get(job.name) ?? 0) + Number(used));
      resolve(code === 0 && !signal ? 0 : 1);
    });
  });
}

/** Each job's exit code, for the jobs that wait for it. */
const waiting = new Map(
  jobs.map((job) => {
    let resolve;
    const promise = new Promise((done) => (resolve = done));
    return [job.name, { promise, resolve }];
  }),
);

async function runJob(job) {
  if (job.after) {
    const before = await waiting.get(job.after).promise;
    if (before !== 0) {
      results.set(job.name, { status: `not run (${job.after} failed)`, ms: 0 });
      waiting.get(job.name).resolve(1);
      return;
    }
  }
  const t0 = Date.now();
  let code = 0;
  for (const script of job.scripts) {
    const line = script.node ? `node ${script.node}` : `npm run ${[script].flat().join(' ')}`;
    console.log(`[${job.name.padEnd(width)}] ${line} (at ${seconds(Date.now() - started)})`);
    code = await runScript(job, script);
    if (code !== 0) break;
  }
  const ms = Date.now() - t0;
  results.set(job.name, { status: code === 0 ? 'passed' : 'FAILED', ms });
  if (job.statusFile) {
    // Written whole, then named, so that a reader never finds it empty.
    writeFileSync(`${job.statusFile}.part`, code === 0 ? 'passed' : 'FAILED');
    renameSync(`${job.statusFile}.part`, job.statusFile);
  }
  console.log(`[${job.name.padEnd(width)}] ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
  waiting.get(job.name).resolve(code);
}

function stopAll(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    rmSync(runDir, { recursive: true, force: true });
    process.exit(130);
  });
}

await Promise.all(jobs.map(runJob));
rmSync(runDir, { recursive: true, force: true });
if (results.get('browser').status === 'passed') keepLastRun();

// Each job's time, then the processor time it took (user and system, its processes together).
const cpuTotal = [...cpu.values()].reduce((sum, value) => sum + value, 0);
console.log(`\nnpm test: ${seconds(Date.now() - started)}, processor ${cpuTotal.toFixed(1)} s`);
for (const job of jobs) {
  const { status, ms } = results.get(job.name);
  const time = ms ? seconds(ms).padStart(8) : '';
  const used = cpu.has(job.name) ? `  processor ${cpu.get(job.name).toFixed(1)} s` : '';
  console.log(`  ${job.name.padEnd(width)}  ${status.padEnd(8)} ${time}${used}`);
}
const failed = jobs.filter((job) => results.get(job.name).status !== 'passed');
process.exit(failed.length > 0 ? 1 : 0);
