import { expect, test } from '@playwright/test';
import { questionMessage, questionNumber } from '../support/journey/journeyText';
import addonsJson from '../../journey/addons.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import {
  choosePaymentMethod,
  detail,
  forms,
  heading,
  londonIso,
  mainHeading,
  openPricePage,
  price,
  priceContinue,
  quotedProposal,
  ukDate,
} from './purchaseHelpers';

// The price page's dialogs as the specification lists them (the tracking device warning, the NCD
// protection information, the expired start date), as a screen reader meets them: where the focus
// starts, and what is read with the dialog's title. The texts are the journey's (content/price.json
// and the start date form).

const words = (paragraphs: readonly string[]) => paragraphs.join(' ');

test('the tracking device warning is read with its words, and its button has the focus', async ({ page }) => {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/payment-option?uuid=${uuid}`);
  await expect(mainHeading(page)).toHaveText(heading('PricePresentation'));
  const notice = page.getByRole('dialog', { name: price.modals.trackingDevice.title });
  await expect(notice).toHaveAccessibleDescription(words(price.modals.trackingDevice.paragraphs));
  await expect(notice.getByRole('button', { name: price.modals.trackingDevice.button })).toBeFocused();
});

test('an add-on no longer offered: its notice names it and is read with its words; then the tracking device warning', async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  const tools = addonsJson.addons.find((addon) => addon.code === 'TO')!;
  // The stored proposal as the server answers it after a requote that removed the tool cover.
  await page.route(`**/api/proposal/${uuid}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const stored = await route.fetch();
    const proposal = (await stored.json()) as Record<string, unknown>;
    return route.fulfill({ response: stored, json: { ...proposal, removed_addons: [{ code: tools.code }] } });
  });
  await page.goto(`/quote/payment-option?uuid=${uuid}`);
  const text = price.modals.removedAddon;
  const removed = page.getByRole('dialog', { name: text.title });
  await expect(removed).toHaveAccessibleDescription(fillTemplate(text.text, { cover: tools.title }));
  await expect(removed.getByRole('button', { name: text.button, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(removed).toBeHidden();
  await expect(page.getByRole('dialog', { name: price.modals.trackingDevice.title })).toBeVisible();
});

test('the NCD protection information opens on its title, not on a table halfway down; Tab then reaches Close', async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  await openPricePage(page, uuid);
  await page.getByRole('button', { name: price.coverDetails.ncdInfo, exact: true }).click();
  const facts = page.getByRole('dialog', { name: price.modals.ncdProtection.title });
  // Its three sections, in the order the specification lists them.
  await expect(facts.getByRole('heading', { level: 3 })).toHaveText([
    price.modals.ncdProtection.pleaseNoteHeading,
    price.modals.ncdProtection.dataHeading,
    price.modals.ncdProtection.stepBackHeading,
  ]);
  await expect(facts).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(facts.getByRole('button', { name: price.modals.close, exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(facts).toBeHidden();
  await expect(page.getByRole('button', { name: price.coverDetails.ncdInfo, exact: true })).toBeFocused();
});

test('a start date that has passed: Continue opens the expired start date dialog, read with its words; Submit asks for a date, then requotes', async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  // The stored start date is two days ahead; the page is shown it as yesterday, as when a quote is
  // opened again after its start date.
  await page.route(`**/api/proposal/${uuid}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const stored = await route.fetch();
    const proposal = (await stored.json()) as { risk: { start_date: string } };
    proposal.risk.start_date = londonIso(-1);
    return route.fulfill({ response: stored, json: proposal });
  });
  await openPricePage(page, uuid);
  await choosePaymentMethod(page, 'full');
  await priceContinue(page).click();

  const text = price.modals.expiredStartDate;
  const days = questionNumber('risk.start_date', 'latestDate.days', 'start-date');
  const expired = page.getByRole('dialog', { name: text.title });
  await expect(expired).toHaveAccessibleDescription(fillTemplate(text.text, { days }));
  await expect(page).toHaveURL(`/quote/payment-option?uuid=${uuid}`);

  const submit = expired.getByRole('button', { name: text.submit, exact: true });
  await submit.click();
  const date = expired.getByRole('textbox', { name: forms.startDate });
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toBeFocused();
  await expect(
    expired.getByText(questionMessage('risk.start_date', 'required', 'start-date'), { exact: true }).first(),
  ).toBeVisible();

  // A date in the window is taken: the dialog closes and the quote is for the new date.
  await page.unroute(`**/api/proposal/${uuid}`);
  const newDate = londonIso(3);
  await date.fill(ukDate(newDate));
  await submit.click();
  await expect(expired).toBeHidden();
  await expect(detail(page, price.coverDetails.startDate)).toHaveText(ukDate(newDate));
});
