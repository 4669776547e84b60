import { expect, test, type Page } from '@playwright/test';
import { fillTemplate } from '../../journey/src/fillTemplate';
import proposalFixture from '../../schemas/examples/proposal.json' with { type: 'json' };
import {
  extras,
  forms,
  heading,
  londonIso,
  mainHeading,
  openPricePage,
  price,
  priceContinue,
  quotedProposal,
} from './purchaseHelpers';

// The pages after the form as a customer meets them on a phone and a desktop: what they must have
// seen before they press Continue. Texts come from the journey's content.

const basket = (page: Page) => page.getByRole('complementary', { name: extras.basket.heading });
const addonsContinue = (page: Page) =>
  page.getByRole('button', { name: extras.addons.continue, exact: true });

async function openAddons(page: Page) {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/addons?uuid=${uuid}`);
  await expect(mainHeading(page)).toHaveText(heading('Addons'));
  await expect(basket(page)).toBeVisible();
}

/** Whether the basket comes before Continue in the page (as a screen reader and Tab meet them). */
const basketFirst = (page: Page) =>
  basket(page).evaluate((aside, name) => {
    const next = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
    return (
      next !== undefined && (aside.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    );
  }, extras.addons.continue);

for (const width of [360, 390]) {
  test.describe(`on a phone, ${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('the add-ons page shows the basket, with its total, before Continue', async ({ page }) => {
      await openAddons(page);
      const basketBox = await basket(page).boundingBox();
      const continueBox = await addonsContinue(page).boundingBox();
      expect(basketBox).not.toBeNull();
      expect(continueBox).not.toBeNull();
      expect((basketBox?.y ?? 0) + (basketBox?.height ?? 0)).toBeLessThanOrEqual(continueBox?.y ?? 0);
      expect(await basketFirst(page)).toBe(true);
    });
  });
}

test.describe('on a desktop, 1280 px wide', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the add-ons basket stays beside the page, and Back and Continue under the add-ons', async ({
    page,
  }) => {
    await openAddons(page);
    const pageBox = await page.locator('.extras-page').boundingBox();
    const basketBox = await basket(page).boundingBox();
    const continueBox = await addonsContinue(page).boundingBox();
    expect(basketBox?.x ?? 0).toBeGreaterThanOrEqual((pageBox?.x ?? 0) + (pageBox?.width ?? 0));
    expect(basketBox?.x ?? 0).toBeGreaterThanOrEqual((continueBox?.x ?? 0) + (continueBox?.width ?? 0));
    expect(continueBox?.y ?? 0).toBeGreaterThanOrEqual((pageBox?.y ?? 0) + (pageBox?.height ?? 0));
    expect(await basketFirst(page)).toBe(true);
  });
});

test('the registration confirmed from the keyboard on the price page: the focus goes to the note saying so', async ({
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
  const registration = proposalFixture.risk.vehicle.registration;
  await check.getByRole('textbox').fill(registration);
  await check.getByRole('button', { name: price.registration.find, exact: true }).press('Enter');
  await check.getByRole('button', { name: price.registration.confirm, exact: true }).press('Enter');
  await expect(check).toBeHidden();
  const note = page.getByText(fillTemplate(price.registration.confirmed, { registration }), { exact: true });
  await expect(note).toBeFocused();
  await expect(page.getByRole('button', { name: price.actions.continue, exact: true })).toBeEnabled();
});

test('the expired start date dialog, opened from the keyboard, starts on the new date, not on its help button', async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  // The stored start date is two days ahead; the page is shown it as yesterday.
  await page.route(`**/api/proposal/${uuid}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const stored = await route.fetch();
    const proposal = (await stored.json()) as { risk: { start_date: string } };
    proposal.risk.start_date = londonIso(-1);
    return route.fulfill({ response: stored, json: proposal });
  });
  await openPricePage(page, uuid);
  await priceContinue(page).press('Enter');
  const expired = page.getByRole('dialog', { name: price.modals.expiredStartDate.title });
  await expect(expired.getByRole('textbox', { name: forms.startDate })).toBeFocused();
});
