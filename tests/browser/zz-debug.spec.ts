import { test } from '@playwright/test';
import { answerAddons, choosePaymentMethod, openPricePage, priceContinue, quotedProposal } from './purchaseHelpers';

test('debug widths', async ({ page }) => {
  const { uuid } = await quotedProposal(page.request);
  await openPricePage(page, uuid);
  await choosePaymentMethod(page, 'full');
  await priceContinue(page).click();
  await answerAddons(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  const wide = await page.evaluate(() => {
    const out: string[] = [`doc ${document.documentElement.scrollWidth} body ${document.body.scrollWidth}`];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.right > 392) out.push(`${el.tagName}.${el.className} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
    }
    return out.slice(0, 40);
  });
  console.log(wide.join('\n'));
});
