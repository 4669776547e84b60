import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import journey from '../../journey/journey.json' with { type: 'json' };
import brand from '../../journey/content/brand.json' with { type: 'json' };
import pages from '../../journey/content/pages.json' with { type: 'json' };

// An address of the edit form or the pages after the form naming a quote that does not exist
// (mistyped, or from another site's database) is a page not found: the chrome says so too, as on
// any unknown path.

for (const path of [
  '/quote/edit',
  '/quote/payment-option',
  '/quote/addons',
  '/quote/summary',
  '/quote/thankyou',
  '/quote/complete',
]) {
  test(`${path} of an unknown quote: the not-found page, its title, and no progress bar`, async ({
    page,
  }) => {
    await page.goto(`${path}?uuid=${randomUUID()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages.NotFound.heading);
    await expect(page).toHaveTitle(`${pages.pages.NotFound.title} | ${brand.name}`);
    await expect(page.getByRole('navigation', { name: pages.progress.label })).toHaveCount(0);
    // Left for the form, the chrome is the form's again.
    await page.getByRole('link', { name: pages.pages.NotFound.actions[0]!.label, exact: true }).click();
    await expect(page).toHaveTitle(`${journey.stages[0]!.title} | ${brand.name}`);
    await expect(page.getByRole('navigation', { name: pages.progress.label })).toBeVisible();
  });
}
