import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import brand from '../../journey/content/brand.json' with { type: 'json' };
import journeyJson from '../../journey/journey.json' with { type: 'json' };
import type { Journey } from '../../journey/src/journeyTypes';
import { pageTitle } from '../../journey/src/pageTitle';
import { pages, quotedProposal } from './purchaseHelpers';

// The web app shell: routes, header, progress bar, message pages and accessibility.
// Runs against the built app served with an SPA fallback; baseURL comes from the config. The
// texts looked for are read from the journey's content.

const journey = journeyJson as Journey;
const { chrome, progress: progressText } = pages;
const [claimsMenu] = brand.header.dropdowns.filter((dropdown) =>
  dropdown.items.some((item) => item.link.startsWith('/claims/')),
);
const [makeAClaimItem, , thirdPartyItem] = claimsMenu?.items ?? [];
const aboutUsItem = brand.header.topBar.find((item) => item.link === '/about-us');
const [yourDetailsStage, quoteStage] = journey.stages;

const mainNav = (page: Page) => page.getByRole('navigation', { name: chrome.mainNavLabel });
const progress = (page: Page) => page.getByRole('navigation', { name: progressText.label });

test('/ redirects to the create form', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/get-a-quote$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages.QuoteCreateForm.heading);
  await expect(page).toHaveTitle(
    pageTitle(
      journey,
      { brand, pages: pages as Parameters<typeof pageTitle>[1]['pages'] },
      'QuoteCreateForm',
    ),
  );
});

test('/quote redirects to the create form', async ({ page }) => {
  await page.goto('/quote');
  await expect(page).toHaveURL(/\/get-a-quote$/);
});

test('NotFound shows the full path asked for', async ({ page }) => {
  await page.goto('/quote/no-such-page?uuid=abc&step=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages.NotFound.heading);
  await expect(page.getByRole('main')).toContainText('/quote/no-such-page?uuid=abc&step=2');
});

test('a header dropdown toggles open and closed', async ({ page }) => {
  await page.goto('/get-a-quote');
  const claims = mainNav(page).getByRole('button', { name: claimsMenu?.title });
  const makeAClaim = page.getByRole('link', { name: makeAClaimItem?.text });
  await expect(claims).toHaveAttribute('aria-expanded', 'false');
  await expect(makeAClaim).toBeHidden();

  await claims.click();
  await expect(claims).toHaveAttribute('aria-expanded', 'true');
  await expect(makeAClaim).toBeVisible();

  await claims.click();
  await expect(makeAClaim).toBeHidden();

  await claims.click();
  await page.keyboard.press('Escape');
  await expect(makeAClaim).toBeHidden();
  await expect(claims).toBeFocused();

  await claims.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(claims).toHaveAttribute('aria-expanded', 'false');
});

test('the logos shrink once the page is scrolled and revert at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/quote/session-expired');
  const logo = page.locator('.logo--brand');
  const van = page.locator('.logo--van');
  await expect.poll(async () => (await logo.boundingBox())?.height).toBe(107);
  await expect.poll(async () => (await van.boundingBox())?.height).toBe(70);
  await page.mouse.wheel(0, 300);
  await expect(page.getByRole('banner')).toHaveClass(/is-shrunk/);
  await expect.poll(async () => (await logo.boundingBox())?.height).toBe(50);
  await expect.poll(async () => (await van.boundingBox())?.height).toBe(40);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('banner')).not.toHaveClass(/is-shrunk/);
  await expect.poll(async () => (await logo.boundingBox())?.height).toBe(107);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu toggles open and closed', async ({ page }) => {
    await page.goto('/get-a-quote');
    const toggle = page.getByRole('button', { name: chrome.menuButton });
    const retrieve = mainNav(page).getByRole('link', { name: brand.header.retrieve.text });
    const aboutUs = page.locator('#site-menu').getByRole('link', { name: aboutUsItem?.text });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(retrieve).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(retrieve).toBeVisible();
    await expect(aboutUs).toBeVisible();

    const claims = mainNav(page).getByRole('button', { name: claimsMenu?.title });
    const thirdParty = page.getByRole('link', { name: thirdPartyItem?.text });
    await claims.click();
    await expect(thirdParty).toBeVisible();
    await claims.click();
    await expect(thirdParty).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(retrieve).toBeHidden();
  });

  test('the progress bar keeps its circles and hides its titles and lines', async ({ page }) => {
    const { uuid } = await quotedProposal(page.request);
    await page.goto(`/quote/summary?uuid=${uuid}`);
    await expect(progress(page).locator('.progress__marker')).toHaveCount(4);
    const title = progress(page).locator('.progress__title').first();
    expect(await title.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    const line = await progress(page)
      .locator('.progress__stage')
      .nth(1)
      .evaluate((el) => getComputedStyle(el, '::before').display);
    expect(line).toBe('none');
  });
});

test('the progress bar shows Your Details done and Quote current on the summary', async ({ page }) => {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/summary?uuid=${uuid}`);
  const stages = progress(page).getByRole('listitem');
  await expect(stages).toHaveCount(4);
  await expect(stages.nth(0)).toHaveClass(/progress__stage--done/);
  await expect(stages.nth(0)).toContainText(yourDetailsStage?.title ?? '');
  await expect(stages.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(stages.nth(1)).toContainText(quoteStage?.title ?? '');
  await expect(stages.nth(2)).toHaveClass(/progress__stage--upcoming/);
  await expect(stages.nth(3)).toHaveClass(/progress__stage--upcoming/);
  await expect(progress(page).locator('[aria-current="step"]')).toHaveCount(1);
});

test('the progress bar is hidden on the declined page', async ({ page }) => {
  await page.goto('/quote/declined');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(progress(page)).toHaveCount(0);
});

test.describe('the Expired page', () => {
  const routes: Record<string, string> = journey.routes;
  for (const { label, route } of pages.pages.Expired.actions) {
    const path = routes[route] ?? '';
    const heading = pages.pages[route as 'QuoteCreateForm' | 'Recall'].heading;
    test(`the action to ${route} goes to ${path}`, async ({ page }) => {
      await page.goto('/quote/session-expired');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages.Expired.heading);
      await page.getByRole('main').getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
});

test('the page carries no inline script or style element (strict CSP)', async ({ page }) => {
  await page.goto('/get-a-quote');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('script:not([src])')).toHaveCount(0);
  await expect(page.locator('style')).toHaveCount(0);
});

test('the skip link takes keyboard users to the main content', async ({ page }) => {
  await page.goto('/get-a-quote');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: chrome.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test.describe('accessibility', () => {
  for (const path of ['/get-a-quote', '/quote/declined', '/error/exception', '/quote/session-expired']) {
    for (const width of [1280, 375]) {
      test(`${path} at ${width}px has no serious or critical axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(serious).toEqual([]);
      });
    }
  }
});
