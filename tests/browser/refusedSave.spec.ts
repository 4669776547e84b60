import { expect, test, type Page } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import { question, stepButton } from '../support/journey/journeyText';
import { field, quotedProposal } from './purchaseHelpers';

// A step's save the server refuses is answered in the form: its messages on the step that asks the
// refused answers, or, when another window saved the proposal first, that window's answers.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const header = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n }))} `) });
const VALUE = 'risk.vehicle.value';
const FORENAMES = 'risk.proposer.name.forenames';

/** The form's save of the proposal `uuid` (a step's Continue). */
const isSave = (uuid: string) => (url: URL | string, method: string) =>
  new URL(url).pathname === `/api/proposal/${uuid}` && method === 'POST';

test("a save the server refuses shows the server's message on the step that asks the answer", async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  // Step 3's save goes out with the van's value broken, as a client that skipped the form's own
  // checks would send it: the server alone refuses it.
  const saves = (url: URL) => isSave(uuid)(url, 'POST');
  await page.route(saves, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as { risk: { vehicle: Record<string, unknown> } };
    body.risk.vehicle.value = -1;
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto(`/quote/edit?uuid=${uuid}&step=3`);
  await expect(header(page, 3)).toHaveAttribute('aria-expanded', 'true');
  const refused = page.waitForResponse((r) => isSave(uuid)(r.url(), r.request().method()));
  await page.getByRole('button', { name: stepButton(3) }).click();
  const response = await refused;
  expect(response.status()).toBe(422);
  const { errors } = (await response.json()) as { errors: { path: string; message: string }[] };
  const message = errors.find((e) => e.path === VALUE)?.message ?? '';
  expect(message).not.toBe('');

  // Step 2 asks the van's value: it opens, with the message in its summary and under the question.
  await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/[?&]step=2/);
  const summary = page.getByRole('alert', { name: form.engine.errorSummaryTitle });
  await expect(summary).toContainText(`${question(VALUE)} ${message}`);
  const value = field(page, question(VALUE));
  await expect(value).toHaveAccessibleDescription(new RegExp(escape(message)));
  await expect(value).toBeFocused();
  // The customer answers it again: the server's word on the answer before goes.
  await page.unroute(saves);
  await value.fill('9000');
  await expect(value).not.toHaveAccessibleDescription(new RegExp(escape(message)));
  await expect(summary).toHaveCount(0);
  const saved = page.waitForResponse((r) => isSave(uuid)(r.url(), r.request().method()));
  await page.getByRole('button', { name: stepButton(2) }).click();
  expect((await saved).status()).toBe(200);
  await expect(header(page, 3)).toHaveAttribute('aria-expanded', 'true');
});

test('a save from a window another one has overtaken shows the answers saved there, and says so', async ({
  browser,
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  const other = await (await browser.newContext()).newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/quote/edit?uuid=${uuid}`);
    await expect(field(tab, question(FORENAMES))).toHaveValue('James');
  }
  // The other window saves first.
  await field(other, question(FORENAMES)).fill('Jim');
  const first = other.waitForResponse((r) => isSave(uuid)(r.url(), r.request().method()));
  await other.getByRole('button', { name: stepButton(1) }).click();
  expect((await first).status()).toBe(200);

  // This one, read before, is refused rather than saving over it, and shows what was saved there.
  await field(page, question(FORENAMES)).fill('Jimmy');
  const refused = page.waitForResponse((r) => isSave(uuid)(r.url(), r.request().method()));
  await page.getByRole('button', { name: stepButton(1) }).click();
  const response = await refused;
  expect(response.status()).toBe(409);
  expect(response.request().headers()['if-match']).toMatch(/^"\d+"$/);
  await expect(page.getByText(form.changedElsewhere)).toBeFocused();
  await expect(field(page, question(FORENAMES))).toHaveValue('Jim');
  await expect(header(page, 1)).toHaveAttribute('aria-expanded', 'true');

  // Changed again and saved, it holds to the answers it now shows.
  await field(page, question(FORENAMES)).fill('Jimmy');
  const saved = page.waitForResponse((r) => isSave(uuid)(r.url(), r.request().method()));
  await page.getByRole('button', { name: stepButton(1) }).click();
  expect((await saved).status()).toBe(200);
  await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
  await other.context().close();
});
