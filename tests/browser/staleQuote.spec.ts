import { expect, test } from '@playwright/test';
import extras from '../../journey/content/extras.json' with { type: 'json' };
import price from '../../journey/content/price.json' with { type: 'json' };
import tpaForm from '../../journey/forms/third-party-authority/schema.json' with { type: 'json' };
import type { Proposal } from '../../schemas/generated/index';
import {
  answerAddons,
  choosePaymentMethod,
  confirmDetails,
  detail,
  directDebit,
  forms,
  heading,
  mainHeading,
  money,
  paymentReady,
  priceContinue,
  priceReady,
  quotedProposal,
} from './purchaseHelpers';

// The server is the authority over price: answers changed behind the pages' back (another tab, or
// a client that skips the pages) take the quote away, and the pages show the price of the answers
// now stored before anything is sold. (A page holds its calls to the version it read: the other
// window's change makes it out of date, and the page reads the proposal again.)

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

test('a rated answer changed behind the summary page: Continue is refused and the summary shows the new price', async ({
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  await page.goto(`/quote/summary?uuid=${uuid}`);
  await expect(mainHeading(page)).toHaveText(heading('Summary'));
  // The page has loaded the quoted proposal (its confirm section shows only then): a change made
  // before that load would be found unquoted and quoted again in place, not refused.
  await expect(page.getByRole('region', { name: extras.summary.confirmHeading })).toBeVisible();

  const riskier: Proposal = {
    ...proposal,
    risk: { ...proposal.risk, vehicle: { ...proposal.risk?.vehicle, value: 40_000 } },
  };
  const saved = await page.request.post(`/api/proposal/${uuid}`, { data: riskier, headers: xhr });
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as Proposal).quote).toBeUndefined();

  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/proposal/${uuid}/confirm`);
  const requoted = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/proposal/${uuid}/quote` && r.request().method() === 'POST',
  );
  await confirmDetails(page);
  const refusal = await refused;
  expect(refusal.status()).toBe(409);
  expect(((await refusal.json()) as { error: string }).error).toBe('conflict');

  // The summary reads the changed answers, quotes them (they have no quote) and says why.
  const fresh = ((await (await requoted).json()) as Proposal).quote;
  expect(fresh?.premium).toBeGreaterThan(proposal.quote?.premium ?? Infinity);
  await expect(page.getByText(extras.summary.changedElsewhere)).toBeFocused();
  await expect(page).toHaveURL(`/quote/summary?uuid=${uuid}`);
  // The total is the new price, not the one the changed answers were never rated at.
  await expect(detail(page, extras.summary.annualTotal)).toHaveText(money(fresh?.premium));
});

/** The price page's words for its Third Party Authority question left unanswered. */
const tpaUnanswered =
  tpaForm.properties.risk.properties.userfields.errorMessage.required.has_third_party_authority;

// A quote that reaches payment without the price page's Third Party Authority answer (an old tab,
// a link to the summary, answers saved elsewhere): the server refuses to take payment, and the
// customer is taken back to the price page, where the question is asked, not to a technical issue.
for (const method of ['full', 'monthly'] as const) {
  test(`paying ${method === 'full' ? 'in full' : 'monthly'} without the price page's third-party authority answer goes back to the price page, which asks it`, async ({
    page,
  }) => {
    const { uuid } = await quotedProposal(page.request);
    if (method === 'monthly') {
      const chosen = await page.request.post(`/api/proposal/${uuid}/payment-option`, {
        data: { is_pay_monthly: true },
        headers: xhr,
      });
      expect(chosen.status()).toBe(200);
    }
    await page.goto(`/quote/summary?uuid=${uuid}`);
    await expect(page.getByRole('region', { name: extras.summary.confirmHeading })).toBeVisible();
    const call = method === 'full' ? '/quote/payment' : '/pay-monthly';
    const refused = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/proposal/${uuid}${call}` && r.request().method() === 'POST',
    );
    await confirmDetails(page);
    if (method === 'monthly') await directDebit(page, { sortCode: '08-99-99', accountNumber: '66374958' });
    const refusal = await refused;
    expect(refusal.status()).toBe(409);
    expect(((await refusal.json()) as { message: string }).message).toBe(tpaUnanswered);

    await expect(page).toHaveURL(`/quote/payment-option?uuid=${uuid}`);
    await priceReady(page);
    await expect(page.getByRole('group', { name: forms.thirdPartyAuthority })).toBeVisible();
    // The page says what is missing, as its own Continue would, and takes the customer to it.
    const section = page.getByRole('region', { name: price.thirdPartyAuthority.heading });
    await expect(section.getByText(tpaUnanswered).first()).toBeVisible();
    await expect(section.locator(':focus')).toHaveCount(1);
    // Answered there, the customer goes on to pay.
    await choosePaymentMethod(page, method);
    await priceContinue(page).click();
    await answerAddons(page);
    await page.getByRole('button', { name: extras.addons.continue, exact: true }).click();
    await confirmDetails(page);
    if (method === 'monthly') await directDebit(page, { sortCode: '08-99-99', accountNumber: '66374958' });
    await paymentReady(page);
  });
}
