import { expect, test, type Locator, type Page } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import { option, question, stepButton } from '../support/journey/journeyText';
import { tick } from './tick';

// Moving about the proposal form in Chromium against the real server: where the focus goes, the
// error summary's order, the sticky header, the steps in the browser's history, a reload.

const { yes, no } = form.engine;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const header = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n }))} `) });
const cont = (page: Page) => page.getByRole('button', { name: stepButton(1) });
const field = (scope: Page | Locator, label: string | RegExp) =>
  scope.getByLabel(label).and(scope.locator('input, select, textarea')).first();
const answer = (scope: Page | Locator, q: string, choice: string) =>
  tick(scope.getByRole('group', { name: q }).getByRole('radio', { name: choice, exact: true }));
const proposer = 'risk.proposer';

async function aboutYou(page: Page) {
  await field(page, question(`${proposer}.name.title`)).selectOption({
    label: option(`${proposer}.name.title`, 'Mr'),
  });
  await field(page, question(`${proposer}.name.forenames`)).fill('Sam');
  await field(page, question(`${proposer}.name.surname`)).fill('Carter');
  await field(page, question(`${proposer}.date_of_birth`)).fill('15051985');
  await field(page, question(`${proposer}.email_address`)).fill('sam.carter@example.com');
  await answer(page, question(`${proposer}.has_insurance_refused`), no);
  await answer(page, question('risk.duqs.has_public_liability'), yes);
  await field(page, question('risk.duqs.business_established_months')).selectOption({
    label: option('risk.duqs.business_established_months', '24'),
  });
  await answer(page, question('risk.userfields.has_email_consent'), no);
}

/** How far the element's top is below the sticky header's bottom (negative: under it). */
const clearOfHeader = (target: Locator) =>
  target.evaluate((element) => {
    const bar = document.querySelector('.site-header')!.getBoundingClientRect();
    return element.getBoundingClientRect().top - bar.bottom;
  });

for (const [screen, viewport] of [
  ['a phone', { width: 390, height: 640 }],
  ['a desktop', { width: 1280, height: 720 }],
] as const)
  test.describe(`on ${screen}`, () => {
    test.use({ viewport });

    test('after Continue the focus is in the next step’s heading, clear of the header', async ({ page }) => {
      await page.goto('/get-a-quote');
      await aboutYou(page);
      await cont(page).click();
      await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
      await expect(header(page, 2)).toBeFocused();
      await expect.poll(() => clearOfHeader(header(page, 2))).toBeGreaterThanOrEqual(0);
    });
  });

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 640 } });

  test('a failed step: the summary in page order, focus on the first invalid field, clear of the header', async ({
    page,
  }) => {
    await page.goto('/get-a-quote');
    // Some answers given, so the first invalid field is not the first field of the step.
    await field(page, question(`${proposer}.name.forenames`)).fill('Sam');
    await answer(page, question('risk.duqs.has_public_liability'), yes);
    await cont(page).click();
    const summary = page.getByRole('alert').filter({ hasText: form.engine.errorSummaryTitle });
    await expect(summary).toBeVisible();
    // Each entry's field comes after the one before it on the page.
    const ordered = await summary.getByRole('link').evaluateAll((links) => {
      const place = (href: string) => {
        const id = href.slice(href.indexOf('#') + 1);
        return document.getElementById(id) ?? document.querySelector(`[id^="${id}_"]`);
      };
      const fields = links.map((l) => place(l.getAttribute('href') ?? ''));
      return fields.every(
        (f, i) =>
          f !== null &&
          (i === 0 || Boolean(fields[i - 1]!.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING)),
      );
    });
    expect(ordered).toBe(true);
    const title = field(page, question(`${proposer}.name.title`));
    await expect(title).toBeFocused();
    // The question and its label are not hidden under the sticky header.
    const label = page.locator(`label[for="${await title.getAttribute('id')}"]`);
    expect(await clearOfHeader(label)).toBeGreaterThanOrEqual(0);
    // An entry further down leads to its field, also clear of the header.
    const surname = question(`${proposer}.name.surname`);
    await summary.getByRole('link', { name: new RegExp(`^${escape(surname)}`) }).click();
    const surnameField = field(page, surname);
    await expect(surnameField).toBeFocused();
    const surnameLabel = page.locator(`label[for="${await surnameField.getAttribute('id')}"]`);
    expect(await clearOfHeader(surnameLabel)).toBeGreaterThanOrEqual(0);
  });
});

test('browser Back from step 2 returns to step 1, Forward to step 2; a reload keeps the step and the answers', async ({
  page,
}) => {
  await page.goto('/get-a-quote');
  await aboutYou(page);
  await cont(page).click();
  await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/get-a-quote\?step=2$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/get-a-quote(\?step=1)?$/);
  await expect(header(page, 1)).toHaveAttribute('aria-expanded', 'true');
  await expect(field(page, question(`${proposer}.name.forenames`))).toHaveValue('Sam');
  await page.goForward();
  await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
  // An answer given on step 2 and not saved yet: leaving asks first, and a reload keeps it.
  await answer(page, question('risk.vehicle.has_registration'), no);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page
      .getByRole('group', { name: question('risk.vehicle.has_registration') })
      .getByRole('radio', { name: no, exact: true }),
  ).toBeChecked();
  await header(page, 1).click();
  await expect(field(page, question(`${proposer}.name.forenames`))).toHaveValue('Sam');
});

test('answers typed on step 1 before anything is saved are back after a reload', async ({ page }) => {
  await page.goto('/get-a-quote');
  await field(page, question(`${proposer}.name.forenames`)).fill('Samantha');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(field(page, question(`${proposer}.name.forenames`))).toHaveValue('Samantha');
});
