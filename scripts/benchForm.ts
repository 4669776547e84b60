/**
 * The form's figures, in Chromium against the built app and the real server (run `npm run build`
 * first); prints, asserts nothing:
 *  1. keystroke to next paint in the largest step (the one with the most controls), median and
 *     95th percentile over typed characters;
 *  2. the JavaScript shipped to /get-a-quote, gzip.
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { proposalFixture } from '../tests/fixtures/index';

const PORT = Number(process.env.BENCH_FORM_PORT ?? 3127);
const BASE = `http://127.0.0.1:${PORT}`;
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 60);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function shippedJavaScript(): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await (await fetch(`${BASE}/get-a-quote`)).text();
  const urls = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(new URL(url, BASE))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: new Set(urls).size, raw, gzip };
}

/** Opens each step of a stored proposal and returns the index of the one with the most controls. */
async function largestStep(page: Page): Promise<{ index: number; controls: number }> {
  let best = { index: 0, controls: 0 };
  const headers = page.locator('.step-header button');
  for (let i = 0; i < (await headers.count()); i += 1) {
    await headers.nth(i).click();
    await page.locator('.step--open .step-body').waitFor();
    const controls = await page.locator('.step--open .step-body').locator('input, select, textarea').count();
    if (controls > best.controls) best = { index: i, controls };
  }
  return best;
}

async function keystrokeToPaint(page: Page): Promise<number[]> {
  const input = page
    .locator('.step--open')
    .locator('input[type=text], input[type=tel], input[type=email]')
    .first();
  await input.focus();
  await page.evaluate(() => {
    const w = window as unknown as { paints: number[] };
    w.paints = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => w.paints.push(performance.now() - start), 0));
      },
      true,
    );
  });
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(i % 8 === 7 ? 'Backspace' : String(i % 10));
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(400);
  return page.evaluate(() => (window as unknown as { paints: number[] }).paints);
}

async function main(): Promise<void> {
  const server = spawn(process.execPath, ['scripts/browserTestServer.mjs'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn' },
  });
  try {
    await waitForServer();
    const js = await shippedJavaScript();
    console.log(
      `JavaScript shipped to /get-a-quote: ${(js.gzip / 1024).toFixed(1)} KiB gzip ` +
        `(${(js.raw / 1024).toFixed(1)} KiB raw, ${js.files} file${js.files === 1 ? '' : 's'})`,
    );
    const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
    const botCheck = await fetch(`${BASE}/api/recaptcha/token`, { headers: xhr });
    const { token } = (await botCheck.json()) as { token: string };
    const created = await fetch(`${BASE}/api/proposal`, {
      method: 'POST',
      headers: { ...xhr, 'Content-Type': 'application/json', 'X-Captcha-Token': token },
      body: JSON.stringify(proposalFixture()),
    });
    const { uuid } = (await created.json()) as { uuid: string };
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage();
    await page.goto(`${BASE}/quote/edit?uuid=${uuid}`);
    await page.locator('.step--open').waitFor();
    const { index, controls } = await largestStep(page);
    await page.locator('.step-header button').nth(index).click();
    const times = (await keystrokeToPaint(page)).sort((a, b) => a - b);
    console.log(
      `keystroke to next paint, step ${index + 1} (${controls} controls): median ${percentile(times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} keystrokes)`,
    );
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
