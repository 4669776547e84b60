import { expect, test, type Locator, type Page } from '@playwright/test';
import { heading, mainHeading, openPricePage, pages, price, quotedProposal } from './purchaseHelpers';

// The pages after the form as a customer meets them from the keyboard, on a phone and a desktop:
// what the screen shows in one order, Tab reaches in the same order (WCAG 2.4.3), as on the add-ons
// page (afterFormLeftovers.spec.ts). Texts are the journey's.

/** Where `first` sits before `second` in the page, as Tab and a screen reader meet them. */
const comesBefore = async (first: Locator, second: Locator) =>
  first.evaluate(
    (a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    await second.elementHandle(),
  );

/** Whether `upper` is drawn above `lower`, or beside it on its left on the same line. */
async function drawnBefore(upper: Locator, lower: Locator): Promise<boolean> {
  const [a, b] = [await upper.boundingBox(), await lower.boundingBox()];
  if (!a || !b) throw new Error('a button is not on the page');
  if (a.y + a.height <= b.y) return true;
  return Math.abs(a.y - b.y) < 1 && a.x + a.width <= b.x;
}

/** Back and Continue: on screen in the order Tab reaches them. */
async function expectBackThenContinue(page: Page, back: Locator, next: Locator) {
  await expect(back).toBeVisible();
  await expect(next).toBeVisible();
  expect(await comesBefore(back, next)).toBe(true);
  expect(await drawnBefore(back, next)).toBe(true);
  // From the keyboard: Tab from Back goes on to Continue, down (or along) the screen.
  await back.focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
}

for (const width of [320, 390]) {
  test.describe(`on a phone, ${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('the price page shows Back before Continue, the order Tab takes', async ({ page }) => {
      const { uuid } = await quotedProposal(page.request);
      await openPricePage(page, uuid);
      await expectBackThenContinue(
        page,
        page.getByRole('link', { name: price.actions.back, exact: true }),
        page.getByRole('button', { name: price.actions.continue, exact: true }),
      );
    });
  });
}

test.describe('on a desktop, 1280 px wide', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the price page shows Back before Continue on one line, the order Tab takes', async ({ page }) => {
    const { uuid } = await quotedProposal(page.request);
    await openPricePage(page, uuid);
    await expectBackThenContinue(
      page,
      page.getByRole('link', { name: price.actions.back, exact: true }),
      page.getByRole('button', { name: price.actions.continue, exact: true }),
    );
  });
});

// A customer who opens a quote page from a link (the quote e-mail, a bookmark) while the server is
// slow: the page says it is loading, to the eye and to a screen reader, rather than showing its
// heading over an empty page until the quote comes.
for (const [route, path] of [
  ['PricePresentation', '/quote/payment-option'],
  ['Addons', '/quote/addons'],
  ['Summary', '/quote/summary'],
] as const) {
  test(`${path} opened while its quote is slow to come says it is loading, then shows the quote`, async ({
    page,
  }) => {
    const { uuid } = await quotedProposal(page.request);
    // The proposal's answer is held until the page has been looked at.
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(`**/api/proposal/${uuid}`, async (handled) => {
      if (handled.request().method() === 'GET') await held;
      await handled.fallback();
    });
    await page.goto(`${path}?uuid=${uuid}`);
    await expect(mainHeading(page)).toHaveText(heading(route));
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(pages.loading.label);
    await expect(status.locator('.spinner')).toBeVisible();
    release();
    await expect(status).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
}
