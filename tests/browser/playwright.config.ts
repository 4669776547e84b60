import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.BROWSER_TEST_PORT ?? 3107);

/**
 * Browser journeys in Debian's Chromium against the real server (built app, API, SQLite in a
 * temporary file), over real HTTP on loopback.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
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
