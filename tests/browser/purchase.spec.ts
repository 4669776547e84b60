import { expect, test } from '@playwright/test';
import {
  answerAddons,
  checkout,
  choosePaymentMethod,
  confirmDetails,
  heading,
  inspectPage,
  mainHeading,
  openPricePage,
  payByCard,
  priceContinue,
  quotedProposal,
} from './purchaseHelpers';

// Buying a policy in Chromium against the real server, as a new customer: each test quotes its
// own proposal through the API and starts on the price page (/quote/payment-option?uuid=), except
// the recall test, which starts where a returning customer does. Card payments go through the
// embedded provider's hosted card page in the payment frame (server/providers/payment/README.md).

test.use({ actionTimeout: 10_000 });

test('annual: Pay in Full, add-ons, summary, card payment, thank-you, then the portal', async ({
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  const reference = proposal.quote?.reference ?? '';
  page.on('response', (r) => { if (r.status() >= 400) console.log('FAILED', r.status(), r.request().method(), r.url()); });
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  await openPricePage(page, uuid);
  await choosePaymentMethod(page, 'full');
  await inspectPage(page, 'price');
  await priceContinue(page).click();

  await expect(page).toHaveURL(`/quote/addons?uuid=${uuid}`);
  await answerAddons(page);
  await inspectPage(page, 'addons');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(`/quote/summary?uuid=${uuid}`);
  await inspectPage(page, 'summary');
  await confirmDetails(page);

  await expect(page).toHaveURL(`/quote/payment?uuid=${uuid}`);
  await expect(page.getByTitle(checkout.payment.frameTitle)).toBeVisible();
  await inspectPage(page, 'payment');
  await payByCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(`/quote/thankyou?uuid=${uuid}`, { timeout: 20_000 });
  await expect(mainHeading(page)).toHaveText(heading('ThankYou'));
  const portal = page.getByRole('link', { name: checkout.thankYou.portalButton });
  await expect(portal).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText(checkout.thankYou.referenceLabel);
  await expect(page.getByRole('main')).toContainText(reference);
  await inspectPage(page, 'thankyou');
  await portal.click();
  await expect(page).toHaveURL(/\/portal\//);
  await expect(mainHeading(page)).toHaveText('Your policy');
  await expect(page.getByText(reference)).toBeVisible();
});
