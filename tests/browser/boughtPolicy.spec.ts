import { expect, test } from '@playwright/test';
import {
  answerAddons,
  checkout,
  choosePaymentMethod,
  confirmDetails,
  extras,
  heading,
  mainHeading,
  openPricePage,
  payByCard,
  priceContinue,
  quotedProposal,
} from './purchaseHelpers';

// A policy once bought, reached again by the addresses of the quote it was (a bookmark, the
// browser's history): the customer is shown the thank-you page, not a form or a price to change.

test('the edit form of a bought policy shows its thank-you page, not a blank form', async ({ page }) => {
  const { uuid } = await quotedProposal(page.request);
  await openPricePage(page, uuid);
  await choosePaymentMethod(page, 'full');
  await priceContinue(page).click();
  await answerAddons(page);
  await page.getByRole('button', { name: extras.addons.continue, exact: true }).click();
  await confirmDetails(page);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(`/quote/thankyou?uuid=${uuid}`);
  await expect(page.getByRole('link', { name: checkout.thankYou.portalButton })).toBeVisible();
  await page.goto(`/quote/edit?uuid=${uuid}`);
  await expect(page).toHaveURL(`/quote/thankyou?uuid=${uuid}`);
  await expect(mainHeading(page)).toHaveText(heading('ThankYou'));
});
