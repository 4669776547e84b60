import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import errors from '../../journey/content/errors.json' with { type: 'json' };
import portal from '../../journey/content/portal.json' with { type: 'json' };
import brand from '../../journey/content/brand.json' with { type: 'json' };
import addons from '../../journey/addons.json' with { type: 'json' };
import proposalFixture from '../../schemas/examples/proposal.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import type { Proposal } from '../../schemas/generated/index';
import {
  answerAddons,
  checkout,
  choosePaymentMethod,
  confirmDetails,
  detail,
  directDebit,
  extras,
  field,
  forms,
  heading,
  inspectPage,
  londonIso,
  mainHeading,
  money,
  openPricePage,
  pages,
  payByCard,
  price,
  priceContinue,
  priceReady,
  quotedProposal,
  ukDate,
  withBrand,
} from './purchaseHelpers';

// Buying a policy in Chromium against the real server, as a new customer: each test quotes its
// own proposal through the API and starts on the price page (/quote/payment-option?uuid=), except
// the recall and deep link tests, which start where a returning customer does. Cards are paid on
// the embedded provider's hosted card page in the payment frame (server/providers/payment), bank
// details are checked by the embedded credit provider (server/providers/credit). Each page on the
// way is scanned with axe and captured at phone and desktop widths (inspectPage).

// A whole purchase with its axe scans and screenshots takes about 20 s on a quiet machine.

/** An account the modulus check passes and the embedded credit check accepts. */
const goodAccount = { sortCode: '08-99-99', accountNumber: '66374958' };
const visaAccepted = '4242 4242 4242 4242';
const visaDeclined = '4000 0000 0000 0002';

/** The amount on the payment page, after its label ("Amount to pay today £816.91"). */
const amountAfter = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::strong[1]');

/** Price page (with `method`), add-ons all declined, and the summary, up to the next page. */
async function throughSummary(page: Page, uuid: string, method: 'full' | 'monthly') {
  await openPricePage(page, uuid);
  await choosePaymentMethod(page, method);
  await priceContinue(page).click();
  await expect(page).toHaveURL(`/quote/addons?uuid=${uuid}`);
  await answerAddons(page);
  await page.getByRole('button', { name: extras.addons.continue, exact: true }).click();
  await expect(page).toHaveURL(`/quote/summary?uuid=${uuid}`);
  await confirmDetails(page);
}

/** The thank-you page of a bought policy: the heading, the web reference and the portal button. */
async function expectThankYou(page: Page, uuid: string, reference: string) {
  await expect(page).toHaveURL(`/quote/thankyou?uuid=${uuid}`);
  await expect(mainHeading(page)).toHaveText(heading('ThankYou'));
  // Completing the purchase waits for the device fingerprint, the fraud check and acceptance.
  const portalButton = page.getByRole('link', { name: checkout.thankYou.portalButton });
  await expect(portalButton).toBeVisible();
  await expect(detail(page, checkout.thankYou.referenceLabel)).toHaveText(reference);
  await expect(page.getByText(checkout.thankYou.emails)).toBeVisible();
  return portalButton;
}

test('annual: Pay in Full, add-ons, summary, card payment, thank-you, then the portal', async ({ page }) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  const reference = proposal.quote?.reference ?? '';
  await openPricePage(page, uuid);
  await expect(page.getByText(reference)).toBeVisible();
  await choosePaymentMethod(page, 'full');
  await inspectPage(page, 'price');
  await priceContinue(page).click();

  await expect(page).toHaveURL(`/quote/addons?uuid=${uuid}`);
  const next = page.getByRole('button', { name: extras.addons.continue, exact: true });
  await expect(next).toBeDisabled();
  await answerAddons(page);
  await expect(next).toBeEnabled();
  await inspectPage(page, 'addons');
  await next.click();

  await expect(page).toHaveURL(`/quote/summary?uuid=${uuid}`);
  await expect(detail(page, extras.summary.annualTotal)).toHaveText(money(proposal.quote?.premium));
  await expect(detail(page, extras.summary.referenceLabel)).toHaveText(reference);
  await inspectPage(page, 'summary');
  await confirmDetails(page);

  await expect(page).toHaveURL(`/quote/payment?uuid=${uuid}`);
  await expect(page.getByTitle(checkout.payment.frameTitle)).toBeVisible();
  await expect(amountAfter(page, checkout.payment.amountLabel)).toHaveText(money(proposal.quote?.premium));
  await inspectPage(page, 'payment');
  await payByCard(page, visaAccepted);

  const portalButton = await expectThankYou(page, uuid, reference);
  await inspectPage(page, 'thankyou');
  await portalButton.click();
  await expect(page).toHaveURL(/\/portal\/[^/]+$/);
  await expect(mainHeading(page)).toHaveText(portal.heading);
  await expect(detail(page, portal.labels.reference)).toHaveText(reference);
});

test('the notice the price page opens with, closed from the keyboard, leaves the next Tab in the page, not the footer', async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/payment-option?uuid=${uuid}`);
  await expect(mainHeading(page)).toHaveText(heading('PricePresentation'));
  const notice = page.getByRole('dialog', { name: price.modals.trackingDevice.title });
  await notice.getByRole('button', { name: price.modals.trackingDevice.button }).press('Enter');
  await expect(notice).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('Email yourself this quote from the keyboard: the button keeps the focus while it sends, and the page says it was sent', async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  await openPricePage(page, uuid);
  const button = page.getByRole('button', { name: price.email.button, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(price.email.sent, { exact: true })).toBeVisible();
  await expect(button).toBeFocused();
});

test('Find Van on the price page from the keyboard: the button keeps the focus while it searches', async ({
  page,
}) => {
  // Quoted without the van's registration.
  const { uuid } = await quotedProposal(page.request, (p) => {
    const changed = structuredClone(p);
    changed.risk.vehicle.has_registration = false;
    delete (changed.risk.vehicle as { registration?: string }).registration;
    return changed;
  });
  await openPricePage(page, uuid);
  const check = page.getByRole('region', { name: price.registration.heading });
  await check.getByRole('textbox').fill(proposalFixture.risk.vehicle.registration);
  const find = check.getByRole('button', { name: price.registration.find, exact: true });
  await find.focus();
  await page.keyboard.press('Enter');
  await expect(check.getByText(price.registration.found)).toBeVisible();
  await expect(find).toBeFocused();
});

test('monthly: Direct Debit details, the deposit by card, thank-you', async ({ page }) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  const quote = proposal.quote ?? {};
  await openPricePage(page, uuid);
  await choosePaymentMethod(page, 'monthly');
  await priceContinue(page).click();
  await expect(page).toHaveURL(`/quote/addons?uuid=${uuid}`);
  await answerAddons(page);
  await page.getByRole('button', { name: extras.addons.continue, exact: true }).click();
  await expect(page).toHaveURL(`/quote/summary?uuid=${uuid}`);
  await expect(page.getByRole('heading', { name: extras.summary.creditCheckHeading })).toBeVisible();
  await expect(detail(page, extras.summary.monthlyTotal)).toHaveText(money(quote.monthly_total_payable));
  await confirmDetails(page);

  await expect(page).toHaveURL(`/quote/instalments?uuid=${uuid}`);
  await expect(mainHeading(page)).toHaveText(heading('Instalments'));
  const startDay = Number(proposal.risk?.start_date?.slice(8, 10));
  const intro = fillTemplate(checkout.instalments.intro, {
    deposit: money(quote.monthly_deposit),
    count: quote.monthly_installments ?? 0,
    // Collections are on the start date's day of the month, the 28th at the latest.
    day: Math.min(startDay, 28),
  });
  await expect(page.getByText(intro)).toBeVisible();
  await inspectPage(page, 'instalments');
  await directDebit(page, goodAccount);

  await expect(page).toHaveURL(`/quote/payment?uuid=${uuid}`);
  await expect(amountAfter(page, checkout.payment.depositLabel)).toHaveText(money(quote.monthly_deposit));
  await expect(page.getByText(checkout.payment.depositNote)).toBeVisible();
  await payByCard(page, visaAccepted);
  await expectThankYou(page, uuid, quote.reference ?? '');
});

test('a declined card goes to Failed; Try payment again then pays', async ({ page }) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  await throughSummary(page, uuid, 'full');
  await expect(page).toHaveURL(`/quote/payment?uuid=${uuid}`);
  await payByCard(page, visaDeclined);

  await expect(page).toHaveURL(`/quote/payment/failed?uuid=${uuid}`);
  const failed = pages.pages.Failed;
  await expect(mainHeading(page)).toHaveText(failed.heading);
  for (const paragraph of failed.body) await expect(page.getByText(withBrand(paragraph))).toBeVisible();
  await inspectPage(page, 'failed');
  const [retry, restart] = failed.actions;
  await expect(page.getByRole('link', { name: restart?.label })).toBeVisible();
  await page.getByRole('link', { name: retry?.label }).click();

  await expect(page).toHaveURL(`/quote/payment?uuid=${uuid}`);
  await payByCard(page, visaAccepted);
  await expectThankYou(page, uuid, proposal.quote?.reference ?? '');
});

test('a declined credit application goes to InstalmentsDeclined; Pay in full goes to Payment', async ({
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  await throughSummary(page, uuid, 'monthly');
  await expect(page).toHaveURL(`/quote/instalments?uuid=${uuid}`);
  await directDebit(page, { ...goodAccount, accountName: 'James Declined' });

  await expect(page).toHaveURL(`/quote/instalments/declined?uuid=${uuid}`);
  const declined = pages.pages.InstalmentsDeclined;
  await expect(mainHeading(page)).toHaveText(declined.heading);
  for (const paragraph of declined.body) await expect(page.getByText(withBrand(paragraph))).toBeVisible();
  await inspectPage(page, 'instalments-declined');
  await page.getByRole('button', { name: declined.actions[0]?.label }).click();

  await expect(page).toHaveURL(`/quote/payment?uuid=${uuid}`);
  await expect(amountAfter(page, checkout.payment.amountLabel)).toHaveText(money(proposal.quote?.premium));
  await expect(page.getByTitle(checkout.payment.frameTitle)).toBeVisible();
});

test('a referred risk (a van worth over £60,000) is quoted, then Continue goes to SiraDeclined', async ({
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request, (p) => ({
    ...p,
    risk: { ...p.risk, vehicle: { ...p.risk.vehicle, value: 65_000 } },
  }));
  expect(proposal.quote?.is_referred).toBe(true);
  await openPricePage(page, uuid);
  await choosePaymentMethod(page, 'full');
  await priceContinue(page).click();

  await expect(page).toHaveURL(`/declined?uuid=${uuid}`);
  const sira = pages.pages.SiraDeclined;
  await expect(mainHeading(page)).toHaveText(sira.heading);
  for (const paragraph of sira.body) await expect(page.getByText(withBrand(paragraph))).toBeVisible();
  // Why, in the referral's own words: the reasons the quote carries.
  const reasons = (proposal.quote?.metadata?.reasons ?? []).map((reason) => reason.message ?? '');
  expect(reasons.length).toBeGreaterThan(0);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(reasons);
  await inspectPage(page, 'sira-declined');

  // The payment page of a referred quote says the same, never a technical issue.
  await page.goto(`/quote/payment?uuid=${uuid}`);
  await expect(page).toHaveURL(`/declined?uuid=${uuid}`);
  await expect(mainHeading(page)).toHaveText(sira.heading);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(reasons);
});

test('a quote id that matches no proposal shows the not-found page on the pages after the form', async ({
  page,
}) => {
  const unknown = randomUUID();
  for (const path of ['/quote/payment-option', '/quote/summary', '/quote/payment']) {
    await page.goto(`${path}?uuid=${unknown}`);
    await expect(mainHeading(page)).toHaveText(heading('NotFound'));
    await expect(page.getByRole('main')).toContainText(`${path}?uuid=${unknown}`);
  }
});

test('adding an add-on changes the basket; Continue quotes again and the summary shows the new total', async ({
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  const quote = proposal.quote ?? {};
  const legal = addons.addons.find((addon) => addon.code === 'LE')?.title ?? 'LE';
  const legalPremium = quote.addons?.find((a) => a.code === 'LE')?.premium ?? 0;
  const newTotal = money(Math.round(((quote.premium_subtotal ?? 0) + legalPremium) * 100) / 100);
  expect(newTotal).not.toBe(money(quote.premium));

  await openPricePage(page, uuid);
  await choosePaymentMethod(page, 'full');
  await priceContinue(page).click();
  await expect(page).toHaveURL(`/quote/addons?uuid=${uuid}`);
  const basket = page.getByRole('complementary', { name: extras.basket.heading });
  await expect(detail(basket, extras.basket.singlePayment)).toHaveText(money(quote.premium));
  await expect(basket.getByText(extras.basket.none)).toBeVisible();

  await answerAddons(page, [legal]);
  await expect(detail(basket, extras.basket.singlePayment)).toHaveText(newTotal);
  await expect(basket.getByRole('listitem')).toHaveCount(1);
  await expect(basket.getByRole('listitem')).toContainText(`${legal}${money(legalPremium)}`);
  await expect(basket.getByText(extras.basket.none)).toHaveCount(0);

  const requoted = page.waitForResponse(
    (r) => r.url().endsWith(`/api/proposal/${uuid}/addons`) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: extras.addons.continue, exact: true }).click();
  const answerQuote = ((await (await requoted).json()) as Proposal).quote;
  expect(money(answerQuote?.premium)).toBe(newTotal);

  await expect(page).toHaveURL(`/quote/summary?uuid=${uuid}`);
  await expect(detail(page, extras.summary.annualTotal)).toHaveText(newTotal);
  await expect(page.getByRole('region', { name: extras.summary.extrasHeading })).toContainText(legal);
});

test('changing the start date: Continue waits, Confirm & requote quotes the new date', async ({ page }) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  const newStart = londonIso(10);
  await openPricePage(page, uuid);
  const coverDetails = page.getByRole('region', { name: price.coverDetails.heading });
  await expect(detail(coverDetails, price.coverDetails.startDate)).toHaveText(
    ukDate(proposal.risk?.start_date ?? ''),
  );

  const startDate = page.getByRole('region', { name: price.startDate.heading });
  await field(startDate, forms.startDate).fill(ukDate(newStart));
  await expect(priceContinue(page)).toBeDisabled();
  await expect(page.getByText(price.actions.changePending)).toBeVisible();
  const requoted = page.waitForResponse(
    (r) => r.url().endsWith('/json/proposal/update') && r.request().method() === 'POST',
  );
  await startDate.getByRole('button', { name: price.startDate.confirm }).click();
  expect((await requoted).status()).toBe(200);

  await expect(detail(coverDetails, price.coverDetails.startDate)).toHaveText(ukDate(newStart));
  await expect(field(startDate, forms.startDate)).toHaveValue(ukDate(newStart));
  await expect(startDate.getByRole('button', { name: price.startDate.confirm })).toHaveCount(0);
  await expect(priceContinue(page)).toBeEnabled();
  const stored = (await (
    await page.request.get(`/api/proposal/${uuid}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  ).json()) as Proposal;
  expect(stored.risk?.start_date).toBe(newStart);
});

test('Retrieve a Quote: a wrong date of birth is not found, the right details open the price page', async ({
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  const reference = proposal.quote?.reference ?? '';
  await page.goto('/get-a-quote');
  await page
    .getByRole('navigation', { name: pages.chrome.mainNavLabel })
    .getByRole('link', { name: brand.header.retrieve.text })
    .click();
  await expect(page).toHaveURL('/quote/recall');
  await expect(mainHeading(page)).toHaveText(heading('Recall'));

  const labels = forms.recall;
  await field(page, labels.reference).fill(reference);
  await field(page, labels.postcode).fill('ls6 1hr');
  await field(page, labels.dob).fill('01/01/1990');
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    withBrand(errors.messages.recallNotFound),
  );
  await inspectPage(page, 'recall');

  // Typed again without its hyphens, the reference is formatted as it is typed.
  await field(page, labels.reference).clear();
  await field(page, labels.reference).pressSequentially(reference.replace(/-/g, ''));
  await expect(field(page, labels.reference)).toHaveValue(reference);
  await field(page, labels.dob).fill(ukDate(proposal.risk?.proposer?.date_of_birth ?? ''));
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL(`/quote/payment-option?uuid=${uuid}`);
  await priceReady(page);
  await expect(page.getByText(reference)).toBeVisible();
});

test('a deep link opens its quote; one that matches no quote says so and offers Retrieve a Quote', async ({
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  const reference = proposal.quote?.reference ?? '';
  const link = (dob: string) =>
    `/quote/deeplink?${new URLSearchParams({ reference, postcode: 'LS6 1HR', dob, source: 'partner' })}`;

  await page.goto(link('1990-01-01'));
  await expect(mainHeading(page)).toHaveText(heading('DeepLink'));
  await expect(page.getByRole('alert')).toHaveText(withBrand(errors.messages.recallNotFound));
  await expect(
    page.getByRole('main').getByRole('link', { name: checkout.deepLink.recallLink, exact: true }),
  ).toBeVisible();
  await inspectPage(page, 'deeplink');

  await page.goto(link(proposal.risk?.proposer?.date_of_birth ?? ''));
  await expect(page).toHaveURL(`/quote/payment-option?uuid=${uuid}`);
  await priceReady(page);
  await expect(page.getByText(reference)).toBeVisible();
});

test('an expired quote session (419 on loading the proposal) shows Session Expired', async ({ page }) => {
  await page.route('**/api/proposal/*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 419, json: { error: 'expired' } })
      : route.fallback(),
  );
  await page.goto(`/quote/payment-option?uuid=${randomUUID()}`);
  await expect(page).toHaveURL('/quote/session-expired');
  const expired = pages.pages.Expired;
  await expect(mainHeading(page)).toHaveText(expired.heading);
  for (const action of expired.actions) {
    await expect(page.getByRole('main').getByRole('link', { name: action.label })).toBeVisible();
  }
});
