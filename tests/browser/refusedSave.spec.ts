import { expect, test, type Page } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import { journeyText, question, questionMessage, stepButton, uiOption } from '../support/journey/journeyText';
import { field, quotedProposal, ukDate } from './purchaseHelpers';

// A step's save the server refuses is answered in the form: its messages on the step that asks the
// refused answers, or, when another window saved the proposal first, that window's answers.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const header = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n }))} `) });
const VALUE = 'risk.vehicle.value';
const FORENAMES = 'risk.proposer.name.forenames';
const CONVICTIONS = 'risk.proposer.driver_details.licence.convictions';
/** The summary's entry, and the message's text under its answer, read exactly. */
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

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

test("a van whose looked-up details are not the catalogue's: the message at the van lookup, which goes once the van is found again", async ({
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  // Step 2's save goes out with the van's engine size changed, as a tampered page would send it.
  const saves = (url: URL) => isSave(uuid)(url, 'POST');
  await page.route(saves, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as { risk: { vehicle: { engine_size: number } } };
    body.risk.vehicle.engine_size += 1;
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto(`/quote/edit?uuid=${uuid}&step=2`);
  await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
  const refused = page.waitForResponse((r) => isSave(uuid)(r.url(), r.request().method()));
  await page.getByRole('button', { name: stepButton(2) }).press('Enter');
  expect((await refused).status()).toBe(422);
  await page.unroute(saves);

  // The summary names the van as the form does (no "ABI code", which the customer never sees),
  // and the focus goes to the lookup's first button, which the message describes.
  const message = form.vehicle.detailsMessage;
  const summary = page.getByRole('alert', { name: form.engine.errorSummaryTitle });
  const van = journeyText('steps/02-about-your-van/ui.json#/risk/vehicle/ui:title');
  await expect(summary.getByRole('link')).toHaveText([`${van}: ${message}`]);
  const findAnother = page.getByRole('button', { name: form.vehicle.findAnother });
  await expect(findAnother).toBeFocused();
  await expect(findAnother).toHaveAccessibleDescription(exactly(message));
  // The summary's link leads there too.
  await page.getByRole('button', { name: stepButton(2) }).focus();
  await summary.getByRole('link').press('Enter');
  await expect(findAnother).toBeFocused();

  // By keyboard: Find another registration, the registration, Find Van.
  await page.keyboard.press('Enter');
  const registration = page.getByRole('textbox', { name: form.vehicle.registrationLabel });
  await expect(registration).toBeFocused();
  await page.keyboard.type(proposal.risk?.vehicle?.registration ?? '');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: form.vehicle.find })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(findAnother).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(summary).toHaveCount(0);
  const saved = page.waitForResponse((r) => isSave(uuid)(r.url(), r.request().method()));
  await page.getByRole('button', { name: stepButton(2) }).press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(header(page, 3)).toHaveAttribute('aria-expanded', 'true');
});

test("a refused answer of a list's item: the message on its card, whose Edit takes the focus and opens it with the message under the question", async ({
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  const conviction = proposal.risk?.proposer?.driver_details?.licence?.convictions?.[0];
  const offence = conviction?.offence_date ?? '';
  // Step 4's save goes out with the conviction dated the day before its offence.
  const saves = (url: URL) => isSave(uuid)(url, 'POST');
  await page.route(saves, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as {
      risk: { proposer: { driver_details: { licence: { convictions: { conviction_date: string }[] } } } };
    };
    const day = new Date(`${offence}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 1);
    body.risk.proposer.driver_details.licence.convictions[0]!.conviction_date = day
      .toISOString()
      .slice(0, 10);
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto(`/quote/edit?uuid=${uuid}&step=4`);
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'true');
  const refused = page.waitForResponse((r) => isSave(uuid)(r.url(), r.request().method()));
  await page.getByRole('button', { name: stepButton(4) }).click();
  expect((await refused).status()).toBe(422);
  await page.unroute(saves);

  const message = questionMessage(`${CONVICTIONS}.0.conviction_date`, 'notBeforeAnswer');
  const title = `${uiOption(CONVICTIONS, 'itemTitle')} 1`;
  const edit = page.getByRole('button', { name: `${uiOption(CONVICTIONS, 'editLabel')} ${title}` });
  await expect(edit).toBeFocused();
  await expect(edit).toHaveAccessibleDescription(exactly(message));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  const date = field(dialog, question(`${CONVICTIONS}.0.conviction_date`));
  await expect(date).toHaveAccessibleDescription(new RegExp(escape(message)));
  // The item opens on the question the message is about.
  await expect(date).toBeFocused();
  await date.fill(ukDate(conviction?.conviction_date ?? ''));
  await expect(date).not.toHaveAccessibleDescription(new RegExp(escape(message)));
  await dialog.getByRole('button', { name: form.engine.done }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(message)).toHaveCount(0);
  const saved = page.waitForResponse((r) => isSave(uuid)(r.url(), r.request().method()));
  await page.getByRole('button', { name: stepButton(4) }).click();
  expect((await saved).status()).toBe(200);
  await expect(header(page, 5)).toHaveAttribute('aria-expanded', 'true');
});
