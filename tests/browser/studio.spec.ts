import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import formText from '../../journey/content/form.json' with { type: 'json' };
import driverDetails from '../../schemas/entities/driver-details.schema.json' with { type: 'json' };
import questionEdits from '../../studio/lib/question-edit.schema.json' with { type: 'json' };
import { RATEBOOK_FILE } from '../../journey/src/checks/ratebookDocument';
import { freePort, portFromEnv } from '../support/freePort';
import { journeyText, question, questionMessage, questionNumber } from '../support/journey/journeyText';
import { answering } from './answering';
import { tick } from './tick';

// `npm run studio` (studio/server/main.ts), opened on a copy of journey/ so the tests never change
// the real documents: the page lists the steps, draws the open one with the customer app's engine
// and widgets, and follows the files as they are saved.

// A free port unless named, so that two test runs on one machine never meet.
let studio = '';
const root = join(import.meta.dirname, '../..');

let server: ChildProcess | undefined;
let copy = '';
let journeyDir = '';

type Json = Record<string, unknown>;

/** The copy's files as they were before a test changed them, put back after it. */
const originals = new Map<string, string>();
const remember = (file: string) => {
  if (!originals.has(file)) originals.set(file, readFileSync(join(journeyDir, file), 'utf8'));
};

/** Sets the value at `keys` in the copy's document `file` and saves it as an editor would. */
function saveValue(file: string, keys: readonly string[], value: unknown): void {
  remember(file);
  const document = JSON.parse(readFileSync(join(journeyDir, file), 'utf8')) as Json;
  const holder = keys.slice(0, -1).reduce((node, key) => node[key] as Json, document);
  holder[keys.at(-1) as string] = value;
  writeFileSync(join(journeyDir, file), `${JSON.stringify(document, null, 2)}\n`);
}

/** A copy of journey/ in a new temporary folder (`copy`), with the ratebook beside it. */
function copyJourney(): { copy: string; journeyDir: string } {
  const copy = mkdtempSync(join(tmpdir(), 'vanquote-studio-'));
  const journeyDir = join(copy, 'journey');
  cpSync(join(root, 'journey'), journeyDir, {
    recursive: true,
    filter: (source) => !source.startsWith(join(root, 'journey', 'src')),
  });
  // The ratebook beside the copy, where the checker reads it (it prices add-ons and list options).
  cpSync(join(root, RATEBOOK_FILE.slice('../'.length)), join(journeyDir, RATEBOOK_FILE));
  return { copy, journeyDir };
}

/** Starts `npm run studio` on `journeyDir` at `port` (wait for it with `answering`). */
const startStudio = (port: number, journeyDir: string): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', 'studio/server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, STUDIO_PORT: String(port), STUDIO_JOURNEY_DIR: journeyDir },
  });

function stopStudio(started: ChildProcess | undefined): void {
  if (started?.pid) {
    try {
      process.kill(-started.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await portFromEnv('STUDIO_TEST_PORT');
  studio = `http://127.0.0.1:${port}`;
  ({ copy, journeyDir } = copyJourney());
  server = startStudio(port, journeyDir);
  await answering(`${studio}/studio/api/samples`, 200_000);
});

test.afterEach(() => {
  for (const [file, text] of originals) writeFileSync(join(journeyDir, file), text);
  originals.clear();
});

test.afterAll(() => {
  stopStudio(server);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const usingTheVan = journeyText('journey.json#/steps/4/title');
/** Where step 5's schema holds the annual mileage question's title. */
const annualMileageTitle = [
  'properties',
  'risk',
  'properties',
  'duqs',
  'properties',
  'annual_mileage',
  'title',
];
const preview = (page: Page, wording: 'you' | 'they' = 'you') =>
  page.frameLocator(`iframe[title="Preview, ${wording}"]`);

async function openStep(page: Page, title: string, url = studio) {
  await page.goto(url);
  await page
    .getByRole('navigation', { name: 'Steps and forms' })
    .getByRole('button', { name: title })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 60_000 });
}

test('a title changed in the file shows in the preview without a restart', async ({ page }) => {
  test.setTimeout(180_000);
  const path = 'risk.duqs.annual_mileage';
  await openStep(page, usingTheVan);
  await expect(preview(page).getByText(question(path)).first()).toBeVisible({ timeout: 90_000 });
  await expect(page.locator(`[data-path="${path}"]`)).toContainText(question(path));

  const renamed = 'Roughly how far will the van go in a year?';
  const saved = Date.now();
  saveValue('steps/05-using-the-van/schema.json', annualMileageTitle, renamed);
  await expect(preview(page).getByText(renamed).first()).toBeVisible({ timeout: 30_000 });
  // The time from saving the file to the preview showing it (reported, never asserted).
  console.log(`studio: the preview showed the saved title ${Date.now() - saved} ms after the save`);
  await expect(preview(page, 'they').getByText(renamed).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`[data-path="${path}"]`)).toContainText(renamed, { timeout: 30_000 });

  // A list's file is followed too; a page opened after the saves draws the files as saved.
  const listFile = 'lists/duq_vehicle_daytime_location.json';
  const option = 'Out and about with the van';
  saveValue(listFile, ['options', '0', 'name'], option);
  await expect(preview(page).locator('option', { hasText: option })).toHaveCount(1, { timeout: 30_000 });
  await page.reload();
  await expect(preview(page).getByText(renamed).first()).toBeVisible({ timeout: 90_000 });
  await expect(preview(page).locator('option', { hasText: option })).toHaveCount(1, { timeout: 30_000 });
});

test('a preview whose connection opens only after a save was pushed still shows the saved document', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const path = 'risk.duqs.annual_mileage';
  const file = 'steps/05-using-the-van/schema.json';
  // Every hot-reload connection of the page and its frames is held back, as a frame still loading
  // holds its own: what the server pushes it meanwhile is lost, what it sends waits.
  let held = true;
  let lost = 0;
  const releases: (() => void)[] = [];
  await page.routeWebSocket(
    (url) => url.port === new URL(studio).port,
    (ws) => {
      const server = ws.connectToServer();
      const waiting: (string | Buffer)[] = [];
      ws.onMessage((message) => (held ? waiting.push(message) : server.send(message)));
      server.onMessage((message) => {
        if (held && String(message).includes('"studio:document"')) {
          if (String(message).includes(file)) lost += 1;
          return;
        }
        ws.send(message);
      });
      releases.push(() => {
        for (const message of waiting.splice(0)) server.send(message);
      });
    },
  );
  await openStep(page, usingTheVan);
  for (const wording of ['you', 'they'] as const)
    await expect(preview(page, wording).getByText(question(path)).first()).toBeVisible({ timeout: 90_000 });

  const renamed = 'How many miles a year will the van cover?';
  saveValue(file, annualMileageTitle, renamed);
  await expect.poll(() => lost, { timeout: 30_000 }).toBeGreaterThan(0);
  held = false;
  for (const release of releases) release();
  for (const wording of ['you', 'they'] as const)
    await expect(preview(page, wording).getByText(renamed).first()).toBeVisible({ timeout: 30_000 });
});

test('a broken ui document shows the checker’s finding, with its file and place, on its question', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const path = 'risk.duqs.vehicle_daytime_location';
  await openStep(page, usingTheVan);
  const checker = page.getByRole('complementary', { name: 'Checker' });
  await expect(checker.locator('.studio-ok')).toBeVisible({ timeout: 60_000 });

  const file = 'steps/05-using-the-van/ui.json';
  saveValue(file, ['risk', 'duqs', 'vehicle_daytime_location', 'ui:widget'], 'noSuchWidget');

  const finding = checker.locator('.studio-finding').filter({ hasText: file });
  await expect(finding).toContainText(path, { timeout: 60_000 });
  await expect(finding).toContainText('noSuchWidget');
  const marked = page.locator(`[data-path="${path}"]`);
  await expect(marked).toHaveClass(/studio-question--finding/);
  await expect(marked.getByRole('list', { name: 'Checker findings' })).toContainText(file);
});

test('switching persona shows the question its answers ask, and says why it was hidden', async ({ page }) => {
  test.setTimeout(240_000);
  const path = 'risk.vehicle.kept_postcode';
  const personas = page.getByRole('region', { name: 'Sample answers' });
  await openStep(page, usingTheVan);
  await personas.getByLabel('Sample answers').selectOption({ value: 'plumber' });
  await expect(preview(page).getByText(question('risk.duqs.annual_mileage')).first()).toBeVisible({
    timeout: 90_000,
  });
  await expect(preview(page).getByText(question(path))).toHaveCount(0);
  const hidden = personas.locator(`.studio-hidden [data-path="${path}"]`);
  await expect(hidden).toContainText(question('risk.vehicle.is_kept_at_proposer_postcode'), {
    timeout: 90_000,
  });

  await personas.getByLabel('Sample answers').selectOption({ value: 'courier-with-claims' });
  await expect(preview(page).getByText(question(path)).first()).toBeVisible({ timeout: 90_000 });
  await expect(personas.locator(`.studio-hidden [data-path="${path}"]`)).toHaveCount(0, { timeout: 90_000 });
});

test('a message edited in the studio’s form is saved into its file, and only that line changes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const path = 'risk.duqs.vehicle_night_location';
  const file = 'steps/05-using-the-van/schema.json';
  await openStep(page, usingTheVan);
  const item = page.locator(`[data-path="${path}"]`);
  await item.getByRole('button', { name: `Edit ${question(path)}` }).click();
  const editor = item.getByRole('region', { name: `Edit ${question(path)}` });
  const field = editor.getByLabel('Message when: required');
  await expect(field).toBeVisible({ timeout: 90_000 });

  await expect(field).toHaveValue(questionMessage(path, 'required'));
  remember(file);
  const before = readFileSync(join(journeyDir, file), 'utf8');
  const message = 'Tell us where the van sleeps, please.';
  await field.fill(message);
  await expect(field).toHaveValue(message);
  await editor.getByRole('button', { name: 'Save to the journey files' }).click();
  await expect(editor.getByRole('status')).toContainText(file, { timeout: 60_000 });

  const after = readFileSync(join(journeyDir, file), 'utf8');
  const saved = JSON.parse(after) as { properties: { risk: { properties: { duqs: Json } } } };
  const messages = saved.properties.risk.properties.duqs.errorMessage as { required: Json };
  expect(messages.required.vehicle_night_location).toBe(message);
  const oldLines = before.split('\n');
  const changed = after.split('\n').filter((line, index) => line !== oldLines[index]);
  expect(after.split('\n')).toHaveLength(oldLines.length);
  expect(changed).toHaveLength(1);
  expect(changed[0]).toContain(message);
});

test('a date rule’s count is a limit of the question’s form: saved into its rule, the message customers read follows it, and a count out of its range is refused', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const path = 'risk.start_date';
  const file = 'steps/06-cover-details/schema.json';
  await openStep(page, journeyText('journey.json#/steps/5/title'));
  const item = page.locator(`[data-path="${path}"]`);
  await item.getByRole('button', { name: `Edit ${question(path)}` }).click();
  const editor = item.getByRole('region', { name: `Edit ${question(path)}` });
  const field = editor.getByLabel(/^Limit: latestDate\.days/);
  await expect(field).toBeVisible({ timeout: 90_000 });
  const days = questionNumber(path, 'latestDate.days');
  await expect(field).toHaveValue(String(days));
  // The price page's start date form asks the same answer and names the step's rule: the step's
  // file alone is saved, and the form follows it.
  const form = 'forms/start-date/schema.json';
  remember(file);
  const before = readFileSync(join(journeyDir, file), 'utf8');
  const formBefore = readFileSync(join(journeyDir, form), 'utf8');
  const save = () => editor.getByRole('button', { name: 'Save to the journey files' }).click();

  // None is no window: refused in the form (its range from the schema of question edits, in the
  // journey's words), nothing saved.
  const range = questionEdits.definitions.dateCount.properties.days;
  await field.fill(String(range.minimum - 1));
  await save();
  await expect(
    editor
      .getByText(
        journeyText('content/validation-messages.json#/maximum', { min: range.minimum, max: range.maximum }),
      )
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  expect(readFileSync(join(journeyDir, file), 'utf8')).toBe(before);

  const longer = days + 15;
  await field.fill(String(longer));
  await save();
  await expect(editor.getByRole('status')).toContainText(file, { timeout: 60_000 });
  await expect(editor.getByRole('status')).not.toContainText(form);
  const saved = JSON.parse(readFileSync(join(journeyDir, file), 'utf8')) as {
    properties: { risk: { properties: { start_date: { latestDate: { days: number } } } } };
  };
  expect(saved.properties.risk.properties.start_date.latestDate.days).toBe(longer);
  expect(readFileSync(join(journeyDir, form), 'utf8')).toBe(formBefore);
  // The form takes the step's window, as the checker reads it: it finds nothing.
  await expect(page.getByRole('complementary', { name: 'Checker' }).locator('.studio-ok')).toBeVisible({
    timeout: 60_000,
  });
  // The message states the count from the rule: customers now read the new one.
  const filled = questionMessage(path, 'latestDate').replace(String(days), String(longer));
  await expect(item.getByText(`customers read: “${filled}”`)).toBeVisible({ timeout: 60_000 });
});

test('a limit of a question asked under a condition is checked by its form: past the Proposal’s own bound it is refused, and nothing is saved', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const path = 'risk.proposer.driver_details.claims';
  const file = 'steps/shared/driver-questions.schema.json';
  await openStep(page, journeyText('journey.json#/steps/3/title'));
  const item = page.locator(`[data-path="${path}"]`);
  await item.getByRole('button', { name: `Edit ${question(path)}` }).click();
  const editor = item.getByRole('region', { name: `Edit ${question(path)}` });
  const field = editor.getByLabel(/^Limit: maxItems/);
  await expect(field).toBeVisible({ timeout: 90_000 });
  await expect(field).toHaveValue(String(questionNumber(path, 'maxItems')));
  const most = driverDetails.properties.claims.maxItems;
  const before = readFileSync(join(journeyDir, file), 'utf8');
  await field.fill(String(most + 1));
  await editor.getByRole('button', { name: 'Save to the journey files' }).click();
  await expect(
    editor
      .getByText(
        journeyText('content/validation-messages.json#/maximum', {
          min: questionEdits.properties.limits.additionalProperties.minimum,
          max: most,
        }),
      )
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(editor.getByRole('status')).toHaveCount(0);
  expect(readFileSync(join(journeyDir, file), 'utf8')).toBe(before);
});

test('the studio’s pages link the site’s icon and ask for nothing that is not there', async ({ page }) => {
  test.setTimeout(180_000);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await openStep(page, usingTheVan);
  await expect(preview(page).getByText(question('risk.duqs.annual_mileage')).first()).toBeVisible({
    timeout: 90_000,
  });
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(`${studio}${icon}`)).status()).toBe(200);
  expect(await page.frameLocator('iframe[title="Preview, you"]').locator('link[rel="icon"]').count()).toBe(1);
  expect(missing).toEqual([]);
});

test.describe('the condition editor', () => {
  test('a condition changed in the studio’s form is saved into its file, and the preview asks the question under a persona', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const path = 'risk.vehicle.kept_postcode';
    const reads = 'risk.vehicle.is_kept_at_proposer_postcode';
    const file = 'steps/05-using-the-van/schema.json';
    const personas = page.getByRole('region', { name: 'Sample answers' });
    await openStep(page, usingTheVan);
    // The plumber keeps the van at home: the question is hidden.
    await personas.getByLabel('Sample answers').selectOption({ value: 'plumber' });
    await expect(preview(page).getByText(question('risk.duqs.annual_mileage')).first()).toBeVisible({
      timeout: 90_000,
    });
    await expect(preview(page).getByText(question(path))).toHaveCount(0);

    const item = page.locator(`[data-path="${path}"]`);
    await item.getByRole('button', { name: `Edit ${question(path)}` }).click();
    const editor = item.getByRole('region', { name: `Edit ${question(path)}` });
    const operator = editor.getByLabel('How it compares the answer');
    await expect(operator).toBeVisible({ timeout: 90_000 });
    await expect(editor.getByLabel('The question it reads')).toHaveValue('is_kept_at_proposer_postcode');
    const words = editor.getByRole('region', { name: 'The conditions as edited' });
    await expect(words).toContainText(`asked when: “${question(reads)}” is No`);

    remember(file);
    const before = readFileSync(join(journeyDir, file), 'utf8');
    await operator.selectOption({ label: 'is Yes' });
    await expect(words).toContainText(`asked when: “${question(reads)}” is Yes`);
    await editor.getByRole('button', { name: 'Save to the journey files' }).click();
    await expect(editor.getByRole('status')).toContainText(file, { timeout: 60_000 });

    const after = readFileSync(join(journeyDir, file), 'utf8');
    type Node = { properties: Record<string, Node>; if?: unknown };
    const vehicle = (JSON.parse(after) as Node).properties.risk!.properties.vehicle!;
    expect(vehicle.if).toEqual({
      properties: { is_kept_at_proposer_postcode: { const: true } },
      required: ['is_kept_at_proposer_postcode'],
    });
    const oldLines = before.split('\n');
    const changed = after.split('\n').filter((line, index) => line !== oldLines[index]);
    expect(after.split('\n')).toHaveLength(oldLines.length);
    expect(changed).toEqual([expect.stringContaining('true')]);

    // The saved condition now asks the question of the plumber, and the list says it in words.
    await expect(preview(page).getByText(question(path)).first()).toBeVisible({ timeout: 60_000 });
    await expect(item.locator('.studio-condition')).toContainText(`“${question(reads)}” is Yes`, {
      timeout: 60_000,
    });
  });
});

const { engine } = formText;

test.describe('the persona editor', () => {
  test('a persona’s answers changed in the step’s form are saved into its file, and its readings follow', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const path = 'risk.vehicle.kept_postcode';
    const atHome = 'risk.vehicle.is_kept_at_proposer_postcode';
    const file = 'samples/plumber.json';
    const personas = page.getByRole('region', { name: 'Sample answers' });
    await openStep(page, usingTheVan);
    await personas.getByLabel('Sample answers').selectOption({ value: 'plumber' });
    await expect(personas.locator(`.studio-hidden [data-path="${path}"]`)).toHaveCount(1, {
      timeout: 90_000,
    });

    await personas.locator('summary', { hasText: 'answers to step 5' }).click();
    const form = personas.locator('.studio-persona-form');
    const group = form.getByRole('group', { name: question(atHome) });
    await expect(group).toBeVisible({ timeout: 90_000 });
    await tick(group.getByRole('radio', { name: engine.no, exact: true }));
    const postcode = 'LS11 5QR';
    await form.getByLabel(question(path)).fill(postcode);

    remember(file);
    const before = readFileSync(join(journeyDir, file), 'utf8');
    await form.getByRole('button', { name: 'Save the answers to the persona' }).click();
    await expect(form.getByRole('status')).toContainText(file, { timeout: 60_000 });

    const after = readFileSync(join(journeyDir, file), 'utf8');
    const vehicle = (JSON.parse(after) as { answers: { risk: { vehicle: Json } } }).answers.risk.vehicle;
    expect(vehicle.is_kept_at_proposer_postcode).toBe(false);
    expect(vehicle.kept_postcode).toBe(postcode);
    // Only the two answers' lines are new (and a comma after the line the new answer follows).
    const oldLines = new Set(before.split('\n'));
    const added = after.split('\n').filter((line) => !oldLines.has(line));
    const answers = added.filter((line) => /false|kept_postcode/.test(line));
    expect(answers).toEqual([expect.stringContaining('false'), expect.stringContaining(postcode)]);
    for (const line of added.filter((l) => !answers.includes(l)))
      expect(oldLines.has(line.replace(/,$/, ''))).toBe(true);

    // The preview and the reading take the saved persona: the question is asked of it now.
    await expect(preview(page).getByText(question(path)).first()).toBeVisible({ timeout: 60_000 });
    await expect(personas.locator(`.studio-hidden [data-path="${path}"]`)).toHaveCount(0, {
      timeout: 60_000,
    });
  });

  test('a page form is read with the persona’s answers: what it hides and the messages it would give', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const form = 'third-party-authority';
    const details = 'risk.userfields.tpa_forename';
    const personas = page.getByRole('region', { name: 'Sample answers' });
    await page.goto(`${studio}/#part=form:${form}&persona=plumber`);
    await expect(personas.getByRole('heading', { name: 'Hidden by these answers' })).toBeVisible({
      timeout: 90_000,
    });
    // The plumber has not answered the form's question: its details are hidden, and its
    // required message is the one the form would give.
    await expect(personas.locator(`.studio-hidden [data-path="${details}"]`)).toHaveCount(1, {
      timeout: 60_000,
    });
    await expect(personas.locator('.studio-step-messages')).toContainText(
      questionMessage('risk.userfields.has_third_party_authority', 'required', form),
    );
  });
});

test.describe('the checker follows saved files', () => {
  test('a broken ui document’s finding shows after the save and goes once the file is fixed', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const path = 'risk.duqs.vehicle_daytime_location';
    const file = 'steps/05-using-the-van/ui.json';
    await openStep(page, usingTheVan);
    const checker = page.getByRole('complementary', { name: 'Checker' });
    await expect(checker.locator('.studio-ok')).toBeVisible({ timeout: 60_000 });

    remember(file);
    const fixed = readFileSync(join(journeyDir, file), 'utf8');
    saveValue(file, ['risk', 'duqs', 'vehicle_daytime_location', 'ui:widget'], 'noSuchWidget');
    const finding = checker.locator('.studio-finding').filter({ hasText: file });
    await expect(finding).toContainText('noSuchWidget', { timeout: 60_000 });
    await expect(page.locator(`[data-path="${path}"]`)).toHaveClass(/studio-question--finding/, {
      timeout: 60_000,
    });

    writeFileSync(join(journeyDir, file), fixed);
    await expect(finding).toHaveCount(0, { timeout: 60_000 });
    await expect(checker.locator('.studio-ok')).toBeVisible();
    await expect(page.locator(`[data-path="${path}"]`)).not.toHaveClass(/studio-question--finding/, {
      timeout: 60_000,
    });
  });
});

test.describe('the checker’s problems and warnings', () => {
  test('a list option without a rate is a warning apart from the problems, and each names the file to edit', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openStep(page, usingTheVan);
    const checker = page.getByRole('complementary', { name: 'Checker' });
    await expect(checker.locator('.studio-ok')).toBeVisible({ timeout: 60_000 });

    // A conviction code the ratebook rates neither by itself nor by its family.
    const listFile = 'lists/motor_convictions.json';
    const list = JSON.parse(readFileSync(join(journeyDir, listFile), 'utf8')) as { options: Json[] };
    saveValue(listFile, ['options'], [...list.options, { name: 'QQ99 - A new offence', value: 'QQ99' }]);
    const warnings = checker.getByRole('list', { name: 'Warnings' });
    await expect(warnings).toContainText('QQ99', { timeout: 60_000 });
    await expect(warnings).toContainText(`journey/${listFile}`);
    // A warning does not fail the check: the documents still pass, and it is not drawn as a problem.
    await expect(checker.locator('.studio-ok')).toBeVisible();
    await expect(checker.getByRole('list', { name: 'Problems' })).toHaveCount(0);
    // The step that asks for convictions says it has a warning, not something to fix.
    const yourDriving = page
      .getByRole('navigation', { name: 'Steps and forms' })
      .getByRole('button', { name: journeyText('journey.json#/steps/3/title') });
    await expect(yourDriving).toContainText('warning');
    await expect(yourDriving).not.toContainText('to fix');

    // An add-on the ratebook does not price is a problem, drawn apart from the warning.
    const addons = JSON.parse(readFileSync(join(journeyDir, 'addons.json'), 'utf8')) as { addons: Json[] };
    saveValue('addons.json', ['addons'], [...addons.addons, { ...addons.addons[0], code: 'QQ' }]);
    const problems = checker.getByRole('list', { name: 'Problems' });
    await expect(problems).toContainText('journey/addons.json', { timeout: 60_000 });
    // Told to a screen reader as it changes.
    await expect(checker.getByRole('status')).toContainText('1 problem');
    await expect(checker.locator('.studio-ok')).toHaveCount(0);
    await expect(warnings).toContainText('QQ99');
    const colour = (item: ReturnType<Page['locator']>) =>
      item.evaluate((node) => getComputedStyle(node).color);
    expect(await colour(warnings.getByRole('listitem').first())).not.toBe(
      await colour(problems.getByRole('listitem').first()),
    );
  });

  test('a document saved as broken JSON: the studio still opens, and the checker names its line and column', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const file = 'steps/05-using-the-van/ui.json';
    remember(file);
    const lines = readFileSync(join(journeyDir, file), 'utf8').split('\n');
    lines[5] = `${lines[5]} ,,`;
    writeFileSync(join(journeyDir, file), lines.join('\n'));

    await openStep(page, usingTheVan);
    const problems = page
      .getByRole('complementary', { name: 'Checker' })
      .getByRole('list', { name: 'Problems' });
    await expect(problems).toContainText(`journey/${file}`, { timeout: 60_000 });
    await expect(problems).toContainText('line 6, column');
    await expect(page.getByRole('navigation', { name: 'Steps and forms' })).toContainText('1 to fix');
  });
});

test('a question’s editor opened from the keyboard takes the focus, and closing it gives the focus back to its Edit button', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = question('risk.duqs.annual_mileage');
  await openStep(page, usingTheVan);
  const edit = page.getByRole('button', { name: `Edit ${title}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('region', { name: `Edit ${title}` });
  await expect(editor).toBeFocused();
  await expect(editor.getByRole('textbox', { name: 'Question' })).toBeVisible({ timeout: 60_000 });

  await editor.getByRole('button', { name: 'Close the editor' }).focus();
  await page.keyboard.press('Enter');
  await expect(edit).toBeFocused();

  // Escape closes it too, and the focus goes back the same way.
  await page.keyboard.press('Enter');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(edit).toBeFocused();
});

test('from the keyboard, the first stops go past the previews to the questions and to the checker', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(studio);
  await expect(
    page.getByRole('heading', { level: 2, name: journeyText('journey.json#/steps/0/title') }),
  ).toBeVisible({
    timeout: 60_000,
  });
  const toQuestions = page.getByRole('link', { name: 'Skip to the questions' });
  const toChecker = page.getByRole('link', { name: 'Skip to the checker' });
  await page.keyboard.press('Tab');
  await expect(toQuestions).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toChecker).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: 'Checker' })).toBeFocused();

  await toQuestions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Questions' })).toBeFocused();
  // The next stop is in the questions, not in the previews drawn before them.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeFocused();
});

test('a group of questions is a heading over them, without a question’s messages or “always asked”', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openStep(page, usingTheVan);
  const questions = page.getByRole('region', { name: 'Questions' });
  const asked = questions.locator('[data-path="risk.duqs.annual_mileage"]');
  await expect(asked.getByRole('list', { name: 'Messages' })).toContainText(
    questionMessage('risk.duqs.annual_mileage', 'required'),
    { timeout: 60_000 },
  );
  for (const path of ['risk', 'risk.duqs', 'risk.vehicle']) {
    const group = questions.locator(`[data-path="${path}"]`);
    await expect(group).toHaveClass(/studio-question--group/);
    await expect(group.getByRole('heading', { level: 4 })).toContainText(path.split('.').at(-1) as string);
    await expect(group.getByRole('list', { name: 'Messages' })).toHaveCount(0);
    await expect(group).not.toContainText('always asked');
    await expect(group.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  }
});

test.describe('asking a question only when…', () => {
  /**
   * The step "Using the van" under the plumber, who is asked `path` (always asked, with no
   * finding), with the question's editor open.
   */
  async function openAlwaysAsked(page: Page, path: string) {
    const personas = page.getByRole('region', { name: 'Sample answers' });
    const checker = page.getByRole('complementary', { name: 'Checker' });
    await openStep(page, usingTheVan);
    await personas.getByLabel('Sample answers').selectOption({ value: 'plumber' });
    await expect(preview(page).getByText(question(path)).first()).toBeVisible({ timeout: 90_000 });
    await expect(checker.locator('.studio-ok')).toBeVisible({ timeout: 60_000 });
    const item = page.locator(`[data-path="${path}"]`);
    await expect(item.locator('.studio-condition')).toHaveText('always asked');
    await item.getByRole('button', { name: `Edit ${question(path)}` }).click();
    const editor = item.getByRole('region', { name: `Edit ${question(path)}` });
    return { personas, checker, item, editor };
  }

  test('an always-asked question is given a condition in the studio’s form, and made always asked again', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const path = 'risk.duqs.annual_mileage';
    const reads = 'risk.duqs.vehicle_used_during_night';
    const file = 'steps/05-using-the-van/schema.json';
    // The plumber does not use the van at night.
    const { personas, checker, item, editor } = await openAlwaysAsked(page, path);
    // A help text typed first is kept in the form "Ask only when…" opens, and saved with it.
    const uiFile = 'steps/05-using-the-van/ui.json';
    remember(uiFile);
    const originalUi = readFileSync(join(journeyDir, uiFile), 'utf8');
    const helpText = 'Count the miles of a typical year, business and personal.';
    await editor.getByLabel('Help text').fill(helpText, { timeout: 90_000 });
    await editor.getByRole('button', { name: 'Ask only when…' }).click({ timeout: 90_000 });
    await expect(editor.getByLabel('Help text')).toHaveValue(helpText);
    // The same controls as a condition's: the question it reads, then how, from its options.
    await editor.getByLabel('The question it reads').selectOption({ label: question(reads) });
    await editor.getByLabel('How it compares the answer').selectOption({ label: 'is Yes' });
    const words = editor.getByRole('region', { name: 'The conditions as edited' });
    await expect(words).toContainText(`asked when: “${question(reads)}” is Yes`);
    remember(file);
    const original = JSON.parse(readFileSync(join(journeyDir, file), 'utf8')) as Json;
    await editor.getByRole('button', { name: 'Save to the journey files' }).click();
    await expect(editor.getByRole('status')).toContainText(file, { timeout: 60_000 });
    await expect(editor.getByRole('status')).toContainText(uiFile);
    const helpOf = (text: string) =>
      ((JSON.parse(text) as { risk: { duqs: { annual_mileage: Json } } }).risk.duqs.annual_mileage[
        'ui:help'
      ] ?? '') as string;
    expect(helpOf(readFileSync(join(journeyDir, uiFile), 'utf8'))).toBe(helpText);

    // Written as the journey writes a condition: an if/then of the object that holds it, the
    // question required, with its message, only in the then.
    type Node = Json & { properties: Record<string, Node> };
    const duqsOf = (document: unknown) => (document as Node).properties.risk!.properties.duqs!;
    const duqs = duqsOf(JSON.parse(readFileSync(join(journeyDir, file), 'utf8')));
    const before = duqsOf(original);
    const message = (before.errorMessage as { required: Json }).required.annual_mileage;
    expect(duqs.properties).not.toHaveProperty('annual_mileage');
    expect(duqs.required).not.toContain('annual_mileage');
    expect(duqs.allOf).toEqual([
      {
        if: {
          properties: { vehicle_used_during_night: { const: true } },
          required: ['vehicle_used_during_night'],
        },
        then: {
          type: 'object',
          properties: { annual_mileage: before.properties.annual_mileage },
          required: ['annual_mileage'],
          errorMessage: { required: { annual_mileage: message } },
        },
      },
    ]);
    // The checker finds nothing; the plumber is no longer asked; the list says when it is.
    await expect(checker.locator('.studio-ok')).toBeVisible({ timeout: 60_000 });
    await expect(preview(page).getByText(question(path))).toHaveCount(0, { timeout: 60_000 });
    await expect(personas.locator(`.studio-hidden [data-path="${path}"]`)).toHaveCount(1, {
      timeout: 60_000,
    });
    await expect(item.locator('.studio-condition')).toContainText(`“${question(reads)}” is Yes`, {
      timeout: 60_000,
    });

    // Always asked again: the file says what it said (the question last in `required`). The help
    // text, cleared first, is saved with it.
    await expect(editor.getByLabel('Help text')).toHaveValue(helpText, { timeout: 60_000 });
    await editor.getByLabel('Help text').fill('');
    await editor.getByRole('button', { name: /^Always ask it/ }).click({ timeout: 60_000 });
    await expect(editor.getByRole('status')).toContainText('without that condition', { timeout: 60_000 });
    await expect(editor.getByRole('status')).toContainText(uiFile);
    expect(helpOf(readFileSync(join(journeyDir, uiFile), 'utf8'))).toBe('');
    expect(JSON.parse(readFileSync(join(journeyDir, uiFile), 'utf8'))).toEqual(JSON.parse(originalUi));
    const again = duqsOf(JSON.parse(readFileSync(join(journeyDir, file), 'utf8')));
    expect(again).not.toHaveProperty('allOf');
    expect(again.properties).toEqual(before.properties);
    expect([...(again.required as string[])].sort()).toEqual([...(before.required as string[])].sort());
    expect(again.errorMessage).toEqual(before.errorMessage);
    await expect(preview(page).getByText(question(path)).first()).toBeVisible({ timeout: 60_000 });
    await expect(item.locator('.studio-condition')).toHaveText('always asked', { timeout: 60_000 });
    await expect(checker.locator('.studio-ok')).toBeVisible({ timeout: 60_000 });
  });

  test('a question read from another object, answered on an earlier step, gives a condition written in the object holding both', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const path = 'risk.duqs.annual_mileage';
    const reads = 'risk.vehicle.keeper';
    const file = 'steps/05-using-the-van/schema.json';
    // The plumber keeps the van.
    const { personas, checker, item, editor } = await openAlwaysAsked(page, path);
    // A title typed first is kept in the form "Ask only when…" opens, and saved with it.
    const title = 'How many miles does the van do in a year?';
    await editor.getByRole('textbox', { name: /^Question\*?$/ }).fill(title, { timeout: 90_000 });
    await editor.getByRole('button', { name: 'Ask only when…' }).click({ timeout: 90_000 });
    await expect(editor.getByRole('textbox', { name: /^Question\*?$/ })).toHaveValue(title);
    // A question of step 2 is offered beside the step's own.
    await editor.getByLabel('The question it reads').selectOption({ label: question(reads) });
    await editor.getByLabel('How it compares the answer').selectOption({ label: 'is No' });
    const words = editor.getByRole('region', { name: 'The conditions as edited' });
    await expect(words).toContainText(`asked when: “${question(reads)}” is No`);
    remember(file);
    const original = JSON.parse(readFileSync(join(journeyDir, file), 'utf8')) as Json;
    await editor.getByRole('button', { name: 'Save to the journey files' }).click();
    // The editor is named after the question's title, which the save changes as the files come
    // back: its status is looked for under the question's place, whichever title it has by then.
    await expect(item.getByRole('region', { name: /^Edit / }).getByRole('status')).toContainText(file, {
      timeout: 60_000,
    });

    // Written as the journey writes a condition across objects: an if/then of risk, its then
    // nesting duqs, the question required (with its message) there, and duqs in risk's then.
    type Node = Json & { properties: Record<string, Node> };
    const riskOf = (document: unknown) => (document as Node).properties.risk!;
    const risk = riskOf(JSON.parse(readFileSync(join(journeyDir, file), 'utf8')));
    const before = riskOf(original);
    const duqs = before.properties.duqs!;
    expect(risk.properties.duqs!.properties).not.toHaveProperty('annual_mileage');
    expect(risk.properties.duqs!.required).not.toContain('annual_mileage');
    expect(risk.allOf).toEqual([
      {
        if: {
          properties: {
            vehicle: { type: 'object', properties: { keeper: { const: false } }, required: ['keeper'] },
          },
          required: ['vehicle'],
        },
        then: {
          type: 'object',
          properties: {
            duqs: {
              type: 'object',
              properties: { annual_mileage: { ...duqs.properties.annual_mileage, title } },
              required: ['annual_mileage'],
              errorMessage: {
                required: {
                  annual_mileage: (duqs.errorMessage as { required: Json }).required.annual_mileage,
                },
              },
            },
          },
          required: ['duqs'],
          errorMessage: { required: { duqs: (before.errorMessage as { required: Json }).required.duqs } },
        },
      },
    ]);
    // The checker finds nothing; the plumber, the van's keeper, is no longer asked; the list says when it is.
    await expect(checker.locator('.studio-ok')).toBeVisible({ timeout: 60_000 });
    await expect(preview(page).getByText(title)).toHaveCount(0, { timeout: 60_000 });
    await expect(personas.locator(`.studio-hidden [data-path="${path}"]`)).toHaveCount(1, {
      timeout: 60_000,
    });
    await expect(item.locator('.studio-condition')).toContainText(`“${question(reads)}” is No`, {
      timeout: 60_000,
    });

    // Always asked again, the title as first written again (typed before the button): the file
    // says what it said (the question last in `required`). The editor is named by the new title.
    const renamed = item.getByRole('region', { name: `Edit ${title}` });
    await expect(renamed.getByRole('textbox', { name: /^Question\*?$/ })).toHaveValue(title, {
      timeout: 60_000,
    });
    await renamed.getByRole('textbox', { name: /^Question\*?$/ }).fill(question(path));
    await renamed.getByRole('button', { name: /^Always ask it/ }).click({ timeout: 60_000 });
    await expect(item.getByRole('status')).toContainText('without that condition', { timeout: 60_000 });
    const again = riskOf(JSON.parse(readFileSync(join(journeyDir, file), 'utf8')));
    expect(again).not.toHaveProperty('allOf');
    expect(again.properties.duqs!.properties).toEqual(duqs.properties);
    expect([...(again.properties.duqs!.required as string[])].sort()).toEqual(
      [...(duqs.required as string[])].sort(),
    );
    expect(again.properties.duqs!.errorMessage).toEqual(duqs.errorMessage);
    expect(again.required).toEqual(before.required);
    expect(again.errorMessage).toEqual(before.errorMessage);
    await expect(preview(page).getByText(question(path)).first()).toBeVisible({ timeout: 60_000 });
    await expect(item.locator('.studio-condition')).toHaveText('always asked', { timeout: 60_000 });
    await expect(checker.locator('.studio-ok')).toBeVisible({ timeout: 60_000 });
  });
});

test.describe('a document broken before the studio first read it', () => {
  let started: ChildProcess | undefined;
  let brokenCopy = '';
  let brokenDir = '';
  let url = '';
  const file = 'steps/05-using-the-van/schema.json';
  let fixed = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    ({ copy: brokenCopy, journeyDir: brokenDir } = copyJourney());
    fixed = readFileSync(join(brokenDir, file), 'utf8');
    const lines = fixed.split('\n');
    lines[5] = `${lines[5]} ,,`;
    writeFileSync(join(brokenDir, file), lines.join('\n'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    started = startStudio(port, brokenDir);
    await answering(`${url}/studio/api/samples`, 200_000);
  });

  test.afterAll(() => {
    stopStudio(started);
    if (brokenCopy) rmSync(brokenCopy, { recursive: true, force: true });
  });

  test('its finding is shown where the step would be, and the step is drawn once the file is fixed', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const path = 'risk.duqs.annual_mileage';
    await openStep(page, usingTheVan, url);
    for (const wording of ['you', 'they'] as const) {
      const finding = preview(page, wording).getByRole('list', { name: 'Documents that are not JSON' });
      await expect(finding).toContainText(`journey/${file}`, { timeout: 90_000 });
      await expect(finding).toContainText('line 6, column');
      await expect(preview(page, wording).getByText(question(path))).toHaveCount(0);
    }

    writeFileSync(join(brokenDir, file), fixed);
    for (const wording of ['you', 'they'] as const) {
      await expect(preview(page, wording).getByText(question(path)).first()).toBeVisible({
        timeout: 60_000,
      });
      await expect(
        preview(page, wording).getByRole('list', { name: 'Documents that are not JSON' }),
      ).toHaveCount(0);
    }
  });
});
