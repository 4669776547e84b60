/**
 * The journey studio's save-to-preview time, in Chromium against `npm run studio` opened on a copy
 * of journey/: a question's title is written into its step's schema with fs, as an editor saves
 * it, and the time is taken until the preview (the proposer's wording) shows the new title; then
 * the same for an option of a list and for a page form's title. Prints the median and the maximum
 * with the machine's load; asserts nothing.
 *
 *   npx tsx scripts/benchStudio.ts            (BENCH_STUDIO_SAVES=20, BENCH_STUDIO_PORT=4127)
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type FrameLocator, type Locator, type Page } from '@playwright/test';

const PORT = Number(process.env.BENCH_STUDIO_PORT ?? 4127);
const BASE = `http://127.0.0.1:${PORT}`;
const SAVES = Number(process.env.BENCH_STUDIO_SAVES ?? 20);
const root = join(import.meta.dirname, '..');

type Json = Record<string, unknown>;

async function waitForStudio(): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    try {
      if ((await fetch(`${BASE}/studio/api/samples`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the studio did not start');
}

/** Writes `change(document)` into the copy's `file`, formatted as the journey's files are. */
function save(journeyDir: string, file: string, change: (document: Json) => void): void {
  const document = JSON.parse(readFileSync(join(journeyDir, file), 'utf8')) as Json;
  change(document);
  writeFileSync(join(journeyDir, file), `${JSON.stringify(document, null, 2)}\n`);
}

const at = (node: Json, keys: readonly (string | number)[]) =>
  keys.reduce<Json>((n, key) => (n as Record<string | number, Json>)[key] as Json, node);

/** Saves `saves` times and returns the milliseconds from each write until `shown(text)` resolves. */
async function timeSaves(
  label: string,
  count: number,
  write: (text: string) => void,
  shown: (text: string) => Promise<void>,
): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const text = `${label} ${i + 1} ${Date.now().toString(36)}`;
    const started = performance.now();
    write(text);
    await shown(text);
    times.push(performance.now() - started);
    // A pause between saves, as between an editor's saves.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  console.log(
    `${label}: median ${median.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms ` +
      `over ${times.length} saves (load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
  );
  console.log(`  each: ${times.map((t) => t.toFixed(0)).join(' ')}`);
}

const visible = (frame: FrameLocator | Page | Locator, text: string) =>
  frame.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 60_000 });

async function main(): Promise<void> {
  const copy = mkdtempSync(join(tmpdir(), 'vanquote-studio-bench-'));
  const journeyDir = join(copy, 'journey');
  cpSync(join(root, 'journey'), journeyDir, {
    recursive: true,
    filter: (source) => !source.startsWith(join(root, 'journey', 'src')),
  });
  const server = spawn(process.execPath, ['--import', 'tsx', 'studio/server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, STUDIO_PORT: String(PORT), STUDIO_JOURNEY_DIR: journeyDir },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitForStudio();
    console.log(
      `load when starting: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const preview = page.frameLocator('iframe[title="Preview, you"]');

    // A question's title in a step's schema.
    const schemaFile = 'steps/05-using-the-van/schema.json';
    const title = ['properties', 'risk', 'properties', 'duqs', 'properties', 'annual_mileage'];
    await page.goto(`${BASE}/#part=step:5`);
    const first = at(JSON.parse(readFileSync(join(journeyDir, schemaFile), 'utf8')) as Json, title).title;
    await visible(preview, String(first));
    await timeSaves(
      'step schema title -> preview',
      SAVES,
      (text) => save(journeyDir, schemaFile, (d) => (at(d, title).title = text)),
      (text) => visible(preview, text),
    );

    // An option's name in a list the step draws (the van's daytime location).
    const listFile = 'lists/duq_vehicle_daytime_location.json';
    await timeSaves(
      'list option name -> preview',
      Math.max(3, Math.round(SAVES / 4)),
      (text) => save(journeyDir, listFile, (d) => (at(d, ['options', 0]).name = text)),
      // Drawn as a select: its options are in the page, not painted.
      (text) =>
        preview.locator('option', { hasText: text }).first().waitFor({ state: 'attached', timeout: 60_000 }),
    );

    // A question's title, as the studio's list of questions shows it (outline and checker).
    await timeSaves(
      'step schema title -> question list',
      Math.max(3, Math.round(SAVES / 4)),
      (text) => save(journeyDir, schemaFile, (d) => (at(d, title).title = text)),
      (text) => visible(page.locator('.studio-questions'), text),
    );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(copy, { recursive: true, force: true });
  }
}

await main();
