/**
 * The journey studio's save-to-preview time, in Chromium against `npm run studio` opened on a copy
 * of journey/: a question's title is written into its step's schema with fs, as an editor saves
 * it, and the time is taken until the preview (the proposer’s wording) shows the new title; then
 * the same for an option of a list, for the studio's list of questions and for a checker finding
 * (the time until the finding shows, then the file is put back). Prints the median and the maximum
 * with the machine's load; asserts nothing.
 *
 *   npx tsx scripts/benchStudio.ts            (BENCH_STUDIO_SAVES=20, BENCH_STUDIO_PORT=4127)
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';

const PORT = Number(process.env.BENCH_STUDIO_PORT ?? 4127);
const BASE = `http://127.0.0.1:${PORT}`;
const SAVES = Number(process.env.BENCH_STUDIO_SAVES ?? 20);
const PAUSE = Number(process.env.BENCH_STUDIO_PAUSE ?? 1000);
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

/** Median, maximum and minimum of some times in ms. */
function summary(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return `median ${median.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms`;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * Saves `count` times and prints the milliseconds from each write until `shown(text)` resolves
 * (Playwright's view, which adds its own polling), and, with `frame`, until the frame painted it
 * by its own clock: a MutationObserver set before the write notes the next frame after the text
 * is in the document; the frame's marks say when it took the pushed document and drew it.
 */
async function timeSaves(
  label: string,
  count: number,
  write: (text: string) => void,
  shown: (text: string) => Promise<void>,
  frame?: () => Frame,
  after?: () => Promise<void>,
): Promise<void> {
  const seen: number[] = [];
  const painted: number[] = [];
  const phases: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const text = `${label} ${i + 1} ${Date.now().toString(36)}`;
    await frame?.().evaluate((wanted) => {
      const w = window as unknown as { benchPainted?: number };
      w.benchPainted = undefined;
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(wanted)) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.benchPainted = performance.timeOrigin + performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, text);
    const started = performance.timeOrigin + performance.now();
    write(text);
    await shown(text);
    seen.push(performance.timeOrigin + performance.now() - started);
    if (frame) {
      await frame().waitForFunction(() => (window as unknown as { benchPainted?: number }).benchPainted);
      const [taken, drawn, paint] = await frame().evaluate(() => [
        ...['studio:document-taken', 'studio:document-drawn'].map((name) => {
          const mark = performance.getEntriesByName(name).at(-1);
          return mark ? performance.timeOrigin + mark.startTime : NaN;
        }),
        (window as unknown as { benchPainted: number }).benchPainted,
      ]);
      painted.push(paint! - started);
      phases.push([taken!, drawn!, paint!].map((t) => (t - started).toFixed(0)).join('/'));
    }
    await after?.();
    // A pause between saves, as between an editor's saves.
    await new Promise((resolve) => setTimeout(resolve, PAUSE));
  }
  console.log(`${label} (${count} saves, load ${load()}):`);
  if (frame) {
    console.log(`  painted in the frame: ${summary(painted)}`);
    console.log(`  taken/drawn/painted: ${phases.join(' ')}`);
  }
  console.log(`  seen by Playwright: ${summary(seen)}; each: ${seen.map((t) => t.toFixed(0)).join(' ')}`);
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
    console.log(`load when starting: ${load()}`);
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const preview = page.frameLocator('iframe[title="Preview, you"]');

    // A question's title in a step's schema.
    const schemaFile = 'steps/05-using-the-van/schema.json';
    const title = ['properties', 'risk', 'properties', 'duqs', 'properties', 'annual_mileage'];
    await page.goto(`${BASE}/#part=step:5`);
    const first = at(JSON.parse(readFileSync(join(journeyDir, schemaFile), 'utf8')) as Json, title).title;
    await visible(preview, String(first));
    const proposerFrame = () => {
      const frame = page.frames().find((f) => f.url().includes('wording=you'));
      if (!frame) throw new Error('the preview frame is not open');
      return frame;
    };
    await page.waitForFunction(() => document.querySelector('iframe[title="Preview, you"]'));
    await preview.locator('body').waitFor();
    await timeSaves(
      'step schema title -> preview',
      SAVES,
      (text) => save(journeyDir, schemaFile, (d) => (at(d, title).title = text)),
      (text) => visible(preview, text),
      proposerFrame,
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

    // A widget no one registered, named in a step's ui document: the checker's finding.
    const uiFile = 'steps/05-using-the-van/ui.json';
    const widget = ['risk', 'duqs', 'vehicle_daytime_location'];
    const original = readFileSync(join(journeyDir, uiFile), 'utf8');
    await timeSaves(
      'ui widget -> checker finding',
      Math.max(3, Math.round(SAVES / 4)),
      (text) => save(journeyDir, uiFile, (d) => (at(d, widget)['ui:widget'] = text.replace(/\W/g, ''))),
      (text) => visible(page.getByRole('complementary', { name: 'Checker' }), text.replace(/\W/g, '')),
      undefined,
      async () => {
        writeFileSync(join(journeyDir, uiFile), original);
        await page.locator('.studio-ok').waitFor({ timeout: 60_000 });
      },
    );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(copy, { recursive: true, force: true });
  }
}

await main();
