/**
 * The journey studio's save-to-screen times, in Chromium against `npm run studio` opened on a copy
 * of journey/: a question's title is written into its step's schema with fs, as an editor saves
 * it, and the time is taken until the preview (the proposer’s wording) shows the new title; then
 * the same for an option of a list (in the preview), for the studio's list of questions, and for
 * the checker: a ui document naming a widget no one registered is saved, and the time taken until
 * the finding is drawn in the page, then the file is fixed and the time taken until it goes.
 * Prints the median and the maximum with the machine's load, and the CPU time the studio's server
 * spent from each save to the screen (less sensitive to the load); asserts nothing.
 *
 *   npx tsx scripts/benchStudio.ts            (BENCH_STUDIO_SAVES=20, BENCH_STUDIO_PORT=4127,
 *                                             BENCH_STUDIO_ONLY=preview,list,questions,findings)
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
/** BENCH_STUDIO_ONLY=findings,questions times only those (preview, list, questions, findings). */
const ONLY = process.env.BENCH_STUDIO_ONLY?.split(',');
const timing = (part: string) => !ONLY || ONLY.includes(part);
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

/** Ticks of the clock that /proc counts CPU time in (USER_HZ: 100 on Linux). */
const TICK_MS = 10;
let serverPid: number | undefined;
/** The CPU time the studio's server (all its threads) has used so far, in ms; NaN off Linux. */
function serverCpu(): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat: user and system time; the name in () may hold spaces.
    const stat = readFileSync(`/proc/${serverPid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/**
 * Notes, in `frame`, the next frame painted after the text of `within` (its body by default)
 * holds `text` (or, with `present` false, no longer holds it), by the frame's own clock.
 */
async function watchPaint(frame: Frame, text: string, present = true, within = 'body'): Promise<void> {
  await frame.evaluate(
    ([wanted, present, within]) => {
      const w = window as unknown as { benchPainted?: number };
      w.benchPainted = undefined;
      const observer = new MutationObserver(() => {
        const holds =
          document.querySelector(within as string)?.textContent?.includes(wanted as string) ?? false;
        if (holds !== present) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.benchPainted = performance.timeOrigin + performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [text, present, within] as const,
  );
}

/** When `frame` last marked `name` (ms since the epoch), NaN if it never did. */
const markedAt = (frame: Frame, name: string) =>
  frame.evaluate((name) => {
    const mark = performance.getEntriesByName(name).at(-1);
    return mark ? performance.timeOrigin + mark.startTime : NaN;
  }, name);

/** When the frame painted what watchPaint waited for (ms since the epoch). */
async function paintedAt(frame: Frame): Promise<number> {
  await frame.waitForFunction(() => (window as unknown as { benchPainted?: number }).benchPainted, null, {
    timeout: 60_000,
  });
  return frame.evaluate(() => (window as unknown as { benchPainted: number }).benchPainted);
}

const now = () => performance.timeOrigin + performance.now();

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
  { marks = ['studio:document-taken', 'studio:document-drawn'], within = 'body' } = {},
): Promise<void> {
  const seen: number[] = [];
  const painted: number[] = [];
  const phases: string[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const text = `${label} ${i + 1} ${Date.now().toString(36)}`;
    if (frame) await watchPaint(frame(), text, true, within);
    const started = now();
    const cpuBefore = serverCpu();
    write(text);
    await shown(text);
    seen.push(now() - started);
    cpu.push(serverCpu() - cpuBefore);
    if (frame) {
      const paint = await paintedAt(frame());
      const marked: number[] = [];
      for (const mark of marks) marked.push(await markedAt(frame(), mark));
      painted.push(paint - started);
      phases.push([...marked, paint].map((t) => (t - started).toFixed(0)).join('/'));
    }
    // A pause between saves, as between an editor's saves.
    await new Promise((resolve) => setTimeout(resolve, PAUSE));
  }
  console.log(`${label} (${count} saves, load ${load()}):`);
  if (frame) {
    console.log(`  painted in the frame: ${summary(painted)}`);
    console.log(
      `  ${[...marks.map((mark) => mark.replace('studio:', '')), 'painted'].join('/')}: ${phases.join(' ')}`,
    );
  }
  console.log(`  seen by Playwright: ${summary(seen)}; each: ${seen.map((t) => t.toFixed(0)).join(' ')}`);
  console.log(`  studio server CPU from save to seen: ${summary(cpu)}`);
}

/**
 * The checker's finding: a ui document naming a widget no one registered is saved, and the time
 * taken until the finding is painted in the page (and seen by Playwright); then the file is put
 * back and the time taken until the finding has gone.
 */
async function timeFindings(page: Page, journeyDir: string, count: number): Promise<void> {
  const uiFile = 'steps/05-using-the-van/ui.json';
  const widget = ['risk', 'duqs', 'vehicle_daytime_location'];
  const original = readFileSync(join(journeyDir, uiFile), 'utf8');
  const checker = page.getByRole('complementary', { name: 'Checker' });
  const times = {
    shown: [] as number[],
    gone: [] as number[],
    seenShown: [] as number[],
    seenGone: [] as number[],
  };
  const cpu = { shown: [] as number[], gone: [] as number[] };
  const phases: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = `benchWidget${i + 1}x${Date.now().toString(36)}`;
    const finding = checker.locator('.studio-finding').filter({ hasText: name });
    for (const [phase, write] of [
      ['shown', () => save(journeyDir, uiFile, (d) => (at(d, widget)['ui:widget'] = name))],
      ['gone', () => writeFileSync(join(journeyDir, uiFile), original)],
    ] as const) {
      await watchPaint(page.mainFrame(), name, phase === 'shown', 'aside.studio-findings');
      const started = now();
      const cpuBefore = serverCpu();
      write();
      if (phase === 'shown') await finding.first().waitFor({ state: 'visible', timeout: 60_000 });
      else await finding.first().waitFor({ state: 'detached', timeout: 60_000 });
      (phase === 'shown' ? times.seenShown : times.seenGone).push(now() - started);
      cpu[phase].push(serverCpu() - cpuBefore);
      const painted = (await paintedAt(page.mainFrame())) - started;
      times[phase].push(painted);
      const taken = (await markedAt(page.mainFrame(), 'studio:findings-taken')) - started;
      phases.push(`${taken.toFixed(0)}/${painted.toFixed(0)}`);
      await new Promise((resolve) => setTimeout(resolve, PAUSE));
    }
  }
  console.log(
    `ui widget -> checker finding shown, then gone after the fix (${count} saves each, load ${load()}):`,
  );
  console.log(
    `  shown, painted in the page: ${summary(times.shown)}; each: ${times.shown.map((t) => t.toFixed(0)).join(' ')}`,
  );
  console.log(
    `  gone, painted in the page: ${summary(times.gone)}; each: ${times.gone.map((t) => t.toFixed(0)).join(' ')}`,
  );
  console.log(`  findings taken/painted (shown, gone, ...): ${phases.join(' ')}`);
  console.log(`  seen by Playwright: shown ${summary(times.seenShown)}; gone ${summary(times.seenGone)}`);
  console.log(
    `  studio server CPU from save to seen: shown ${summary(cpu.shown)}; gone ${summary(cpu.gone)}`,
  );
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
  serverPid = server.pid;
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
    if (timing('preview'))
      await timeSaves(
        'step schema title -> preview',
        SAVES,
        (text) => save(journeyDir, schemaFile, (d) => (at(d, title).title = text)),
        (text) => visible(preview, text),
        proposerFrame,
      );

    // An option's name in a list the step draws (the van's daytime location).
    const listFile = 'lists/duq_vehicle_daytime_location.json';
    if (timing('list'))
      await timeSaves(
        'list option name -> preview',
        Math.max(3, Math.round(SAVES / 4)),
        (text) => save(journeyDir, listFile, (d) => (at(d, ['options', 0]).name = text)),
        // Drawn as a select: its options are in the page, not painted (the frame's time is when the
        // option is in the page, and the next frame).
        (text) =>
          preview
            .locator('option', { hasText: text })
            .first()
            .waitFor({ state: 'attached', timeout: 60_000 }),
        proposerFrame,
      );

    // A question's title, as the studio's list of questions shows it (outline and checker).
    if (timing('questions'))
      await timeSaves(
        'step schema title -> question list',
        Math.max(3, Math.round(SAVES / 4)),
        (text) => save(journeyDir, schemaFile, (d) => (at(d, title).title = text)),
        (text) => visible(page.locator('.studio-questions'), text),
        () => page.mainFrame(),
        { marks: ['studio:reading-arrived', 'studio:reading-taken'], within: '.studio-questions' },
      );

    // A widget no one registered, named in a step's ui document: the checker's finding, then the fix.
    if (timing('findings')) await timeFindings(page, journeyDir, Math.max(5, Math.round(SAVES / 2)));
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(copy, { recursive: true, force: true });
  }
}

await main();
