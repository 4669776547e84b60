import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import type { Proposal } from '../../schemas/generated/index';
import {
  answerAddons,
  choosePaymentMethod,
  confirmDetails,
  detail,
  extras,
  heading,
  mainHeading,
  money,
  openPricePage,
  paymentReady,
  price,
  priceContinue,
  pricePageAnswered,
  quotedProposal,
  startsWith,
} from './purchaseHelpers';

// Two windows on one quote. Window A changes an answer on the price page (the voluntary excess,
// which requotes); window B, read before, then chooses a payment option, chooses add-ons or
// confirms its details: the server refuses it (If-Match, 409), nothing is chosen or confirmed, and
// B shows the latest quote with the page's notice, which has the focus. Chosen again, it is taken.

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const call = (uuid: string, path: string) => (r: Response) =>
  new URL(r.url()).pathname === `/api/proposal/${uuid}${path}` && r.request().method() === 'POST';

/** The proposal as stored now. */
async function stored(page: Page, uuid: string): Promise<Proposal> {
  return (await (await page.request.get(`/api/proposal/${uuid}`, { headers: xhr })).json()) as Proposal;
}

/**
 * Window A, in a browser of its own: the price page, the voluntary excess raised to its most and
 * requoted. Answers the new quote, whose price differs from `before`.
 */
async function changeInOtherWindow(browser: Browser, uuid: string, before: Proposal) {
  const context = await browser.newContext();
  const other = await context.newPage();
  await openPricePage(other, uuid);
  const section = other.getByRole('region', { name: price.voluntaryExcess.heading });
  await section.getByRole('slider').press('End');
  const requoted = other.waitForResponse(
    (r) => new URL(r.url()).pathname === '/json/proposal/update' && r.request().method() === 'POST',
  );
  await section.getByRole('button', { name: price.voluntaryExcess.confirm }).click();
  const answer = await requoted;
  expect(answer.status()).toBe(200);
  const quote = ((await answer.json()) as { data: Proposal }).data.quote;
  expect(quote?.premium).not.toBe(before.quote?.premium);
  await context.close();
  return quote!;
}

/** The refused call: sent with If-Match, answered 409 conflict. */
async function expectRefused(response: Promise<Response>) {
  const refused = await response;
  expect(refused.request().headers()['if-match']).toMatch(/^"\d+"$/);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toBe('conflict');
}

test('a payment option chosen in a window another has overtaken: refused, the latest price shown with the notice', async ({
  browser,
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  await openPricePage(page, uuid);
  const fresh = await changeInOtherWindow(browser, uuid, proposal);

  await choosePaymentMethod(page, 'monthly');
  const refused = page.waitForResponse(call(uuid, '/payment-option'));
  await priceContinue(page).click();
  await expectRefused(refused);
  const notice = page.getByRole('dialog', { name: price.modals.changedElsewhere.title });
  await expect(notice).toContainText(price.modals.changedElsewhere.paragraphs[0]!);
  await expect(notice.locator(':focus')).toHaveCount(1);
  await expect(page).toHaveURL(`/quote/payment-option?uuid=${uuid}`);
  // Nothing was chosen: the stored proposal still pays in full, at the other window's price.
  const after = await stored(page, uuid);
  expect(after.is_pay_monthly).not.toBe(true);
  expect(after.quote?.premium).toBe(fresh.premium);
  await notice.getByRole('button', { name: price.modals.changedElsewhere.button }).click();
  const full = page.getByRole('radio', { name: startsWith(price.paymentMethod.full.title) });
  await expect(full).toHaveAccessibleName(new RegExp(escape(money(fresh.premium))));

  // Chosen again on the latest price, it is taken.
  const taken = page.waitForResponse(call(uuid, '/payment-option'));
  await priceContinue(page).click();
  expect((await taken).status()).toBe(200);
  await expect(mainHeading(page)).toHaveText(heading('Addons'));
  expect((await stored(page, uuid)).is_pay_monthly).toBe(true);
});

test('add-ons chosen in a window another has overtaken: refused, the latest price shown with the notice', async ({
  browser,
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  await page.goto(`/quote/addons?uuid=${uuid}`);
  await expect(mainHeading(page)).toHaveText(heading('Addons'));
  const fresh = await changeInOtherWindow(browser, uuid, proposal);

  const cover = extras.addons;
  await answerAddons(page);
  const refused = page.waitForResponse(call(uuid, '/addons'));
  await page.getByRole('button', { name: cover.continue, exact: true }).click();
  await expectRefused(refused);
  await expect(page.getByText(cover.changedElsewhere)).toBeFocused();
  await expect(page).toHaveURL(`/quote/addons?uuid=${uuid}`);
  const basket = page.getByRole('complementary', { name: extras.basket.heading });
  await expect(detail(basket, extras.basket.singlePayment)).toHaveText(money(fresh.premium));
  // Nothing was chosen: the stored answers are the other window's.
  const after = await stored(page, uuid);
  expect(after.quote?.premium).toBe(fresh.premium);
  expect(after.addons ?? []).toEqual(proposal.addons ?? []);

  // The choices start again from the latest quote; answered again, they are taken.
  await answerAddons(page);
  const taken = page.waitForResponse(call(uuid, '/addons'));
  await page.getByRole('button', { name: cover.continue, exact: true }).click();
  expect((await taken).status()).toBe(200);
  await expect(mainHeading(page)).toHaveText(heading('Summary'));
});

test('details confirmed in a window another has overtaken: refused, the latest price shown with the notice', async ({
  browser,
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  await pricePageAnswered(page.request, uuid);
  await page.goto(`/quote/summary?uuid=${uuid}`);
  await expect(page.getByRole('region', { name: extras.summary.confirmHeading })).toBeVisible();
  const fresh = await changeInOtherWindow(browser, uuid, proposal);

  const refused = page.waitForResponse(call(uuid, '/confirm'));
  await confirmDetails(page);
  await expectRefused(refused);
  await expect(page.getByText(extras.summary.changedElsewhere)).toBeFocused();
  await expect(page).toHaveURL(`/quote/summary?uuid=${uuid}`);
  await expect(detail(page, extras.summary.annualTotal)).toHaveText(money(fresh.premium));
  // Nothing was confirmed: the latest quote still waits for the declarations.
  expect((await stored(page, uuid)).quote?.is_confirmed).not.toBe(true);

  // Confirmed again for the latest quote, it goes on to payment.
  const taken = page.waitForResponse(call(uuid, '/confirm'));
  await confirmDetails(page);
  expect((await taken).status()).toBe(200);
  await paymentReady(page);
});
