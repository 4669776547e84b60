import { expect, test } from '@playwright/test';
import extras from '../../journey/content/extras.json' with { type: 'json' };
import type { Proposal } from '../../schemas/generated/index';
import {
  confirmDetails,
  heading,
  mainHeading,
  money,
  price,
  priceReady,
  quotedProposal,
  startsWith,
} from './purchaseHelpers';

// The server is the authority over price: answers changed behind the pages' back (another tab, or
// a client that skips the pages) take the quote away, and the pages show the price of the answers
// now stored before anything is sold.

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

test('a rated answer changed behind the summary page: Continue is refused and the price page shows the new price', async ({
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
  expect(((await refusal.json()) as { error: string }).error).toBe('quote_stale');

  await expect(page).toHaveURL(`/quote/payment-option?uuid=${uuid}`);
  const fresh = ((await (await requoted).json()) as Proposal).quote;
  expect(fresh?.premium).toBeGreaterThan(proposal.quote?.premium ?? Infinity);
  await priceReady(page);
  // The payment method offers the new price, not the one the changed answers were never rated at.
  const full = page.getByRole('radio', { name: startsWith(price.paymentMethod.full.title) });
  await expect(full).toHaveAccessibleName(new RegExp(money(fresh?.premium).replace(/[.$]/g, '\\$&')));
  await expect(full).not.toHaveAccessibleName(
    new RegExp(money(proposal.quote?.premium).replace(/[.$]/g, '\\$&')),
  );
});
