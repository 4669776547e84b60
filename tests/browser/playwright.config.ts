import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

// The test server's port: BROWSER_TEST_PORT (`npm test` picks a free one), or else a port free
// now, so that two runs on one machine never meet. The runner reads this file first and its
// workers read it again: the port is kept in the environment, which the workers inherit, so all
// of them use the same one.
if (!process.env.BROWSER_TEST_PORT) {
  const probe =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => " +
    '{ console.log(s.address().port); s.close(); });';
  process.env.BROWSER_TEST_PORT = execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}
const port = Number(process.env.BROWSER_TEST_PORT);

/**
 * Browser journeys in Debian's Chromium against the real server (built app, API, SQLite in a
 * temporary file), over real HTTP on loopback.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Screenshots and failure artefacts; `npm test` gives each run its own folder
  // (BROWSER_TEST_OUTPUT_DIR), as Playwright empties it as a run starts.
  outputDir: process.env.BROWSER_TEST_OUTPUT_DIR ?? '../../test-results',
  // Two browsers at once, each running a spec file's tests in order: a test spends much of its time
  // waiting on the page and the server, which the other fills (the suite took 202 s with one, 147 s
  // with two, on two busy cores). The tests share the server, never a proposal: each makes its own.
  fullyParallel: false,
  workers: Number(process.env.BROWSER_TEST_WORKERS || 2),
  retries: 0,
  reporter: [['list']],
  // The limits stop a test that hangs; they are no measure of speed. `npm test` runs these tests
  // beside the component tests, and a busy machine (two runs at once) makes every step slower, so
  // each limit is several times what the step takes on a quiet machine: an assertion still passes
  // as soon as the page shows what it waits for.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/browserTestServer.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), LOG_LEVEL: 'warn' },
  },
});
