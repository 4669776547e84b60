import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import proposalExample from '../../schemas/examples/proposal.json' with { type: 'json' };
import type { Proposal } from '../../schemas/generated/index';
import { portFromEnv } from '../support/freePort';
import { answering } from './answering';
import { londonIso, money, price, priceReady, startsWith } from './purchaseHelpers';

// An integrator's whole proposal, quoted with a key `npm run api-key` issued, and the link of the
// answer opened in Chromium: the customer lands on the price page of that proposal, at its price.
// Its own server on its own SQLite file, so the command and the server share the store.

// A free port unless named, so that two test runs on one machine never meet.
let port = 0;
let base = '';
const root = join(import.meta.dirname, '../..');

let server: ChildProcess | undefined;
let dir = '';
let key = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await portFromEnv('INTEGRATION_TEST_PORT');
  base = `http://127.0.0.1:${port}`;
  dir = mkdtempSync(join(tmpdir(), 'vanquote-integration-'));
  const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'store.sqlite')}`, LOG_LEVEL: 'warn' };
  const issued = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/apiKey.ts', 'issue', '104'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  key = issued.split('\n').find((line) => line.startsWith('vqk_')) ?? '';
  expect(key).not.toBe('');
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  await answering(`${base}/healthz`, 100_000);
});

test.afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the link of an integrator's quote opens the price page at that quote's price", async ({ page }) => {
  const proposal = { ...proposalExample, risk: { ...proposalExample.risk, start_date: londonIso(2) } };
  const answer = await page.request.post(`${base}/api/integrations/quotes`, {
    data: proposal,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${key}` },
  });
  expect(answer.status()).toBe(201);
  const { link, quote } = (await answer.json()) as { link: string; quote: Proposal['quote'] };
  expect(quote?.is_quoted).toBe(true);

  await page.goto(new URL(link, base).href);
  await priceReady(page);
  const full = page.getByRole('radio', { name: startsWith(price.paymentMethod.full.title) });
  await expect(full).toHaveAccessibleName(new RegExp(money(quote?.premium).replace(/[.$]/g, '\\$&')));
});
