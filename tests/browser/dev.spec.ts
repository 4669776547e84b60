import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import { portFromEnv } from '../support/freePort';
import { option, question, questionMessage, stepButton } from '../support/journey/journeyText';
import { answering } from './answering';
import { tick } from './tick';

// `npm run dev` (scripts/dev.mjs): the API server under tsx watch and Vite's dev server, which
// compiles the form's validators in the page instead of at build time. Step 1 must behave as in
// the built app: the same messages, and lookups that reach the API through Vite's proxy.

// Free ports unless named, so that two test runs on one machine never meet.
let apiPort = 0;
let webPort = 0;
let web = '';
const proposer = 'risk.proposer';

let dev: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  apiPort = await portFromEnv('DEV_TEST_API_PORT');
  webPort = await portFromEnv('DEV_TEST_WEB_PORT');
  web = `http://localhost:${webPort}`;
  dataDir = mkdtempSync(join(tmpdir(), 'vanquote-dev-'));
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: join(import.meta.dirname, '../..'),
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(apiPort),
      DEV_PORT: String(webPort),
      DATABASE_URL: `sqlite:${join(dataDir, 'dev.sqlite')}`,
      LOG_LEVEL: 'warn',
    },
  });
  await answering(`http://127.0.0.1:${apiPort}/healthz`, 200_000);
  await answering(`${web}/get-a-quote`, 200_000);
});

test.afterAll(() => {
  // dev.mjs and everything it started share one process group.
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(label).and(scope.locator('input, select, textarea')).first();
const answer = (page: Page, path: string, choice: string) =>
  tick(page.getByRole('group', { name: question(path) }).getByRole('radio', { name: choice, exact: true }));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('npm run dev serves step 1 with the built app’s validation, and the van lookup through its proxy', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${web}/get-a-quote`);
  const cont = page.getByRole('button', { name: stepButton(1) });
  // The first visit compiles the app's modules on demand.
  await expect(cont).toBeVisible({ timeout: 120_000 });

  await cont.click();
  const summary = page.getByRole('alert').filter({ hasText: form.engine.errorSummaryTitle });
  for (const path of ['name.title', 'name.forenames', 'name.surname', 'date_of_birth', 'email_address'])
    await expect(summary).toContainText(questionMessage(`${proposer}.${path}`, 'required'));

  // A format the custom keywords check, compiled in the page.
  await field(page, question(`${proposer}.email_address`)).fill('sam.carter@');
  await cont.click();
  await expect(summary).toContainText(questionMessage(`${proposer}.email_address`, 'format'));

  await field(page, question(`${proposer}.name.title`)).selectOption({
    label: option(`${proposer}.name.title`, 'Mr'),
  });
  await field(page, question(`${proposer}.name.forenames`)).fill('Sam');
  await field(page, question(`${proposer}.name.surname`)).fill('Carter');
  await field(page, question(`${proposer}.date_of_birth`)).fill('15051985');
  await field(page, question(`${proposer}.email_address`)).fill('sam.carter@example.com');
  await answer(page, `${proposer}.has_insurance_refused`, form.engine.no);
  await answer(page, 'risk.duqs.has_public_liability', form.engine.yes);
  await field(page, question('risk.duqs.business_established_months')).selectOption({
    label: option('risk.duqs.business_established_months', '24'),
  });
  await answer(page, 'risk.userfields.has_email_consent', form.engine.no);
  await cont.click();

  // Step 2 opens; its van lookup goes to the API server through Vite's proxy.
  const stepTwo = page.getByRole('button', {
    name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n: 2 }))} `),
  });
  await expect(stepTwo).toHaveAttribute('aria-expanded', 'true');
  await answer(page, 'risk.vehicle.has_registration', form.engine.yes);
  await field(page, form.vehicle.registrationLabel).fill('AB12CDE');
  await page.getByRole('button', { name: form.vehicle.find }).click();
  await expect(page.getByText(form.vehicle.findAnother)).toBeVisible();
  expect(errors).toEqual([]);
});
