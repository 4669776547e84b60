import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import addonsJson from '../../journey/addons.json' with { type: 'json' };
import form from '../../journey/content/form.json' with { type: 'json' };
import { answerAddons, extras, heading, mainHeading, openPricePage, quotedProposal } from './purchaseHelpers';

/** `text` matched as written inside a regular expression (a journey text may hold "[" or "("). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The pages after the form on a phone (390 px) and a desktop (1280 px): tap targets of at least
// 24 by 24 pixels, nothing scrolling sideways, the price and basket beside the page on a wide
// screen, a disabled Continue that looks disabled, and every policy document link opening its
// document. Texts come from the journey's content.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const MIN_TARGET = 24;
const coverTitles = addonsJson.addons.filter((addon) => addon.kind === 'cover').map((addon) => addon.title);

/** The controls of the main content (or of `part`) smaller than 24 by 24 pixels, described. */
function smallTargets(page: Page, part: Locator = page.locator('main')): Promise<string[]> {
  return part.evaluate((main, min) => {
    const found: string[] = [];
    const controls = main.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (getComputedStyle(control).visibility === 'hidden' || control.closest('.visually-hidden')) continue;
      if (box.width < min || box.height < min) {
        const name = (control.textContent ?? '').trim().slice(0, 40) || control.getAttribute('type') || '';
        found.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, MIN_TARGET);
}

/** The page's width beyond the screen's, and any part of the main content that scrolls sideways. */
function sidewaysScrolling(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    parts: [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => element.className || element.tagName),
  }));
}

async function expectNoSeriousAxeFinding(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, where).toEqual([]);
}

const coverList = (page: Page) => page.getByRole('list', { name: extras.addons.coversHeading });

/** Opens every optional cover's card of the add-ons page. */
async function openEveryCard(page: Page) {
  const toggles = coverList(page).getByRole('heading', { level: 3 }).getByRole('button');
  await expect(toggles.first()).toBeVisible();
  for (const toggle of await toggles.all()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

/** The basket beside (or under) the page. */
const basket = (page: Page) => page.getByRole('complementary', { name: extras.basket.heading });

test.describe('on a phone, 390 px wide', () => {
  test.use({ viewport: phone });

  test('the price page: every control is at least 24 by 24, the excess slider and the document links too; nothing scrolls sideways', async ({
    page,
  }) => {
    const { uuid } = await quotedProposal(page.request);
    await openPricePage(page, uuid);
    const slider = page.getByRole('slider');
    await expect(slider).toBeVisible();
    expect((await slider.boundingBox())?.height).toBeGreaterThanOrEqual(MIN_TARGET);
    // The quote names its documents (the ratebook's wording links); the first is the policy wording.
    const wording = page.locator('.price-documents').getByRole('link').first();
    expect((await wording.boundingBox())?.height).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(await smallTargets(page)).toEqual([]);
    expect(await sidewaysScrolling(page)).toEqual({ page: 0, parts: [] });
    // One column: the price stays in the page; no basket beside it.
    await expect(basket(page)).toBeHidden();
    await expectNoSeriousAxeFinding(page, 'price page at 390px');
  });

  test("the start date's calendar: its days, its heading, its years and months are each at least 24 by 24", async ({
    page,
  }) => {
    const { uuid } = await quotedProposal(page.request);
    await openPricePage(page, uuid);
    const opener = page
      .getByRole('button', { name: new RegExp(`^${escape(form.engine.calendarOpen)}`) })
      .first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: form.engine.calendarOk })).toBeVisible();
    expect(await smallTargets(page, dialog), 'days').toEqual([]);
    // The days' heading opens the years, a year its months.
    await dialog.locator('.calendar-heading').click();
    const years = dialog.getByRole('group', { name: form.engine.calendarYears });
    await expect(years).toBeVisible();
    expect(await smallTargets(page, dialog), 'years').toEqual([]);
    await years.getByRole('button').first().click();
    await expect(dialog.getByRole('group').first()).toBeVisible();
    expect(await smallTargets(page, dialog), 'months').toEqual([]);
  });

  test('the add-ons page: the breakdown comparison fits the screen without sideways scrolling, and every control is large enough', async ({
    page,
  }) => {
    const { uuid } = await quotedProposal(page.request);
    await page.goto(`/quote/addons?uuid=${uuid}`);
    await expect(mainHeading(page)).toHaveText(heading('Addons'));
    await openEveryCard(page);
    const tiers = page.getByRole('list', { name: extras.addons.breakdownCaption });
    await expect(tiers).toBeVisible();
    const breakdownTitles = addonsJson.addons.filter((a) => a.kind === 'breakdown').map((a) => a.title);
    await expect(
      tiers.getByRole('heading', { level: 3, name: breakdownTitles[0], exact: true }),
    ).toBeVisible();
    const box = await tiers.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
    expect(await sidewaysScrolling(page)).toEqual({ page: 0, parts: [] });
    expect(await smallTargets(page)).toEqual([]);
    // A tier is chosen from its card.
    await tiers
      .getByRole('button', { name: `${extras.addons.add} ${breakdownTitles[0]}`, exact: true })
      .click();
    await expect(basket(page)).toContainText(breakdownTitles[0] ?? '');
    // One column: the basket comes under the page.
    const pageBox = await page.locator('.extras-page').boundingBox();
    const basketBox = await basket(page).boundingBox();
    expect(basketBox?.y ?? 0).toBeGreaterThanOrEqual((pageBox?.y ?? 0) + (pageBox?.height ?? 0));
    await expectNoSeriousAxeFinding(page, 'add-ons page at 390px');
  });

  test('the summary: the tickboxes and document links are large enough, one column, nothing scrolls sideways', async ({
    page,
  }) => {
    const { uuid } = await quotedProposal(page.request);
    await page.goto(`/quote/summary?uuid=${uuid}`);
    await expect(mainHeading(page)).toHaveText(heading('Summary'));
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    expect(await sidewaysScrolling(page)).toEqual({ page: 0, parts: [] });
    await expect(basket(page)).toBeHidden();
  });
});

test.describe('on a desktop, 1280 px wide', () => {
  test.use({ viewport: desktop });

  for (const [route, path] of [
    ['PricePresentation', '/quote/payment-option'],
    ['Addons', '/quote/addons'],
    ['Summary', '/quote/summary'],
  ] as const) {
    test(`${route}: the price and basket stay in view beside the page`, async ({ page }) => {
      const { uuid } = await quotedProposal(page.request);
      if (route === 'PricePresentation') await openPricePage(page, uuid);
      else await page.goto(`${path}?uuid=${uuid}`);
      await expect(mainHeading(page)).toHaveText(heading(route));
      const aside = basket(page);
      await expect(aside).toBeVisible();
      await expect(aside).toContainText(extras.basket.subtotal);
      const content = await page.locator('main .page').first().boundingBox();
      const beside = await aside.boundingBox();
      expect(beside?.x ?? 0).toBeGreaterThanOrEqual((content?.x ?? 0) + (content?.width ?? 0));
      // The page and the aside use the width: less than a fifth of the main column is left empty.
      const main = await page.locator('main .quote-layout').boundingBox();
      const used = (beside?.x ?? 0) + (beside?.width ?? 0) - (main?.x ?? 0);
      expect(used).toBeGreaterThan((main?.width ?? 0) * 0.95);
      await expectNoSeriousAxeFinding(page, `${route} at 1280px`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(aside).toBeInViewport();
    });
  }

  test('a disabled Continue looks disabled and says why; it looks enabled once it can be used', async ({
    page,
  }) => {
    const { uuid } = await quotedProposal(page.request);
    await page.goto(`/quote/addons?uuid=${uuid}`);
    const next = page.getByRole('button', { name: extras.addons.continue, exact: true });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription(extras.addons.continueHint);
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, cursor: style.cursor, color: style.color };
      });
    const disabled = await look(next);
    expect(disabled.cursor).toBe('not-allowed');
    await answerAddons(page, [coverTitles[0] ?? '']);
    await expect(next).toBeEnabled();
    const enabled = await look(next);
    expect(enabled.cursor).toBe('pointer');
    expect(disabled.background).not.toBe(enabled.background);
    expect(disabled.color).not.toBe(enabled.color);
  });
});

test('every policy document link of the price, add-ons and summary pages opens its document', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const { uuid } = await quotedProposal(page.request);
  const opened = new Set<string>();
  const followEvery = async (links: Locator) => {
    // The price page draws its forms, and their documents, just after the price.
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(tab.url()).pathname).toMatch(/^\/documents\/[a-z0-9-]+$/);
      opened.add(new URL(tab.url()).pathname);
      if (opened.size === 1) await expectNoSeriousAxeFinding(tab, `document ${tab.url()}`);
      await tab.close();
    }
  };
  const documentLinks = (page: Page) => page.locator('main a[href^="/documents/"], main a[href^="/docs/"]');

  await openPricePage(page, uuid);
  await followEvery(documentLinks(page));

  await page.goto(`/quote/addons?uuid=${uuid}`);
  await openEveryCard(page);
  await followEvery(documentLinks(page));
  await answerAddons(page, [coverTitles[0] ?? '']);
  await page.getByRole('button', { name: extras.addons.continue, exact: true }).click();

  await expect(mainHeading(page)).toHaveText(heading('Summary'));
  await followEvery(documentLinks(page));
  expect(opened.size).toBeGreaterThanOrEqual(10);
});
