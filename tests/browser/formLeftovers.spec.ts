import { expect, test, type Page } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import journey from '../../journey/journey.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import { question, questionMessage, stepButton, uiOption } from '../support/journey/journeyText';
import proposalFixture from '../../schemas/examples/proposal.json' with { type: 'json' };
import { field, quotedProposal } from './purchaseHelpers';

// What a customer met on the proposal form that the earlier audits left: a click lost to a
// message appearing under the pointer, an empty uuid kept in the address. Texts are the journey's.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const header = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n }))} `) });
/** Two frames drawn: whatever a press changes on the page is on it by then. */
const drawn = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test("in a claim's dialog, a click on the next question is not lost to the unanswered one's message", async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/edit?uuid=${uuid}&step=4`);
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'true');
  const claims = 'risk.proposer.driver_details.claims';
  await page.getByRole('button', { name: uiOption(claims, 'addAnotherLabel') }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${escape(uiOption(claims, 'itemTitle'))} `) });
  // The customer is in 'What happened?' and, without answering it, clicks the calendar's button
  // near its top edge.
  await field(dialog, question(`${claims}.0.description`)).focus();
  const calendarButton = dialog.getByRole('button', {
    name: `${form.engine.calendarOpen}: ${question(`${claims}.0.date`)}`,
  });
  await calendarButton.scrollIntoViewIfNeeded();
  const before = (await calendarButton.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + 2);
  await page.mouse.down();
  await drawn(page);
  // Nothing moved while the button is down...
  expect((await calendarButton.boundingBox())!.y).toBe(before.y);
  await page.mouse.up();
  // ...so the click opened the calendar, and the question left unanswered then says so.
  await expect(page.getByRole('dialog', { name: question(`${claims}.0.date`) })).toBeVisible();
  await expect(dialog.getByText(questionMessage(`${claims}.0.description`, 'required'))).toBeVisible();
});

test('a question left by the keyboard still shows its message at once', async ({ page }) => {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/edit?uuid=${uuid}&step=4`);
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'true');
  const claims = 'risk.proposer.driver_details.claims';
  await page.getByRole('button', { name: uiOption(claims, 'addAnotherLabel') }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${escape(uiOption(claims, 'itemTitle'))} `) });
  await field(dialog, question(`${claims}.0.description`)).focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByText(questionMessage(`${claims}.0.description`, 'required'))).toBeVisible();
});

for (const address of ['/quote/edit?uuid=', '/quote/edit']) {
  test(`${address} names no quote: the new quote's form opens, its address without an empty uuid`, async ({
    page,
  }) => {
    await page.goto(address);
    await expect(header(page, 1)).toHaveAttribute('aria-expanded', 'true');
    const url = new URL(page.url());
    expect(url.pathname).toBe(journey.routes.QuoteCreateForm);
    expect(url.searchParams.has('uuid')).toBe(false);
  });
}

test('a postcode with no addresses: the search says none were found, and only that, before Continue', async ({
  page,
}) => {
  // A new quote reloaded at step 3 (its answers kept in the tab), its address not chosen yet.
  const { address: _chosen, ...proposer } = proposalFixture.risk.proposer;
  const answers = { ...proposalFixture, risk: { ...proposalFixture.risk, proposer } };
  await page.addInitScript(
    (draft) => {
      sessionStorage.setItem('vanquote.formDraft.create', draft);
    },
    JSON.stringify({ answers, saved: {}, furthest: 2, vehicleFromSearch: null }),
  );
  await page.goto(`${journey.routes.QuoteCreateForm}?step=3`);
  await expect(header(page, 3)).toHaveAttribute('aria-expanded', 'true');
  const group = page.getByRole('group', { name: question('risk.proposer.address') });
  const chooseOne = questionMessage('risk.proposer.address.line_1', 'required');
  await field(group, form.address.postcodeLabel).fill('LS1 9ZZ');
  // A postcode typed and none chosen yet: the question says to search and choose.
  await expect(group.getByText(chooseOne)).toBeVisible();
  await group.getByRole('button', { name: form.address.find }).click();
  // None found: that is what is said, not to choose from a list there is not.
  await expect(group.getByRole('status')).toHaveText(form.address.noResults);
  await expect(group.getByText(chooseOne)).toHaveCount(0);
  // Continue still refuses the step without an address, and says why in its summary.
  await page.getByRole('button', { name: stepButton(3), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: form.engine.errorSummaryTitle })).toContainText(
    chooseOne,
  );
});

test('the manual van lookup that fails, or finds no van, says so and can be tried again', async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  // The makes cannot be fetched at first.
  let failing = true;
  await page.route(/\/api\/vehicle(\?|$)/, async (route) => {
    const url = new URL(route.request().url());
    if (failing) await route.fulfill({ status: 503, json: {} });
    // Every choice made: no van matches them.
    else if (url.searchParams.has('year')) await route.fulfill({ json: { vehicles: [] } });
    else await route.fallback();
  });
  await page.goto(`/quote/edit?uuid=${uuid}&step=2`);
  await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
  const { vehicle } = form;
  await page.getByRole('button', { name: vehicle.findManually }).click();
  const lookup = page.locator('.manual-lookup');
  await expect(lookup.getByRole('status')).toHaveText(vehicle.manualNothingFound);
  failing = false;
  await lookup.getByRole('button', { name: vehicle.tryAgain }).click();
  const manufacturer = field(lookup, vehicle.manufacturer);
  await expect(manufacturer.locator('option')).not.toHaveCount(1);
  await expect(lookup.getByRole('status')).toBeEmpty();
  await manufacturer.selectOption({ index: 1 });
  await field(lookup, vehicle.model).selectOption({ index: 1 });
  await field(lookup, vehicle.fuelType).selectOption({ index: 1 });
  await field(lookup, vehicle.registrationYear).selectOption({ index: 1 });
  await expect(lookup.getByRole('status')).toHaveText(vehicle.manualNothingFound);
  await expect(lookup.getByRole('button', { name: vehicle.tryAgain })).toBeVisible();
});
