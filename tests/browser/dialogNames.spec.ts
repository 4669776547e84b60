import { expect, test, type Page } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import { question, questionMessage, uiOption } from '../support/journey/journeyText';
import { answer, quotedProposal } from './purchaseHelpers';

// The form's dialogs as a screen reader meets them: one announcement for a failed Save, one name
// for each action, and nothing shown as chosen that the customer did not choose. Texts are the
// journey's (journey/content/form.json and the step documents).

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const header = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n }))} `) });
const drivers = 'risk.additional_drivers';

async function openStep(page: Page, n: number) {
  await header(page, n).click();
  await expect(header(page, n)).toHaveAttribute('aria-expanded', 'true');
}

test('an item saved with answers missing is announced once, by its error summary', async ({ page }) => {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/edit?uuid=${uuid}`);
  await openStep(page, 7);
  await page.getByRole('button', { name: uiOption(drivers, 'addAnotherLabel') }).click();
  const item = page.getByRole('dialog', { name: `${uiOption(drivers, 'itemTitle')} 2` });
  await item.getByRole('button', { name: form.engine.done, exact: true }).click();
  const title = item.getByRole('combobox', { name: question(`${drivers}.1.name.title`) });
  await expect(title).toBeFocused();
  const message = questionMessage(`${drivers}.1.name.title`, 'required');
  await expect(title).toHaveAccessibleDescription(message);
  const alerts = item.getByRole('alert');
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toHaveAccessibleName(form.engine.errorSummaryTitle);
  await expect(alerts.getByRole('link').first()).toContainText(message);
  // Each message is still its question's, under it, and no longer an alert of its own.
  expect(await item.locator('.field-error').count()).toBeGreaterThan(5);
  await expect(item.locator('.field-error[role="alert"]')).toHaveCount(0);
});

test("the calendar's cross and Cancel are named apart, and only a choice shows as chosen", async ({
  page,
}) => {
  await page.goto('/get-a-quote');
  const label = question('risk.proposer.date_of_birth');
  await page.getByRole('button', { name: `${form.engine.calendarOpen}: ${label}` }).click();
  const calendar = page.getByRole('dialog', { name: label });
  await expect(calendar.getByRole('button', { name: form.engine.calendarCancel, exact: true })).toHaveCount(
    1,
  );
  await expect(calendar.getByRole('button', { name: form.engine.closeCalendar, exact: true })).toHaveCount(1);
  const years = calendar.getByRole('group', { name: form.engine.calendarYears });
  await expect(years.getByRole('button', { pressed: true })).toHaveCount(0);
  const year = Number(await years.getByRole('button').first().innerText());
  await years.getByRole('button').first().click();
  const months = calendar.getByRole('group', { name: fillTemplate(form.engine.calendarMonths, { year }) });
  await expect(months.getByRole('button').first()).toBeVisible();
  await expect(months.getByRole('button', { pressed: true })).toHaveCount(0);
  const month = months.getByRole('button', { disabled: false }).first();
  const name = await month.innerText();
  await month.click();
  await calendar.getByRole('button', { name: `${name} ${year}`, exact: true }).click();
  await expect(years.getByRole('button', { name: String(year), pressed: true })).toHaveCount(1);
  await years.getByRole('button', { name: String(year) }).click();
  await expect(months.getByRole('button', { pressed: true })).toHaveText(name);
});

test("the 'Sorry!' dialog has one Close button for a screen reader and the keyboard", async ({ page }) => {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/edit?uuid=${uuid}`);
  await openStep(page, 4);
  await answer(page, question('risk.proposer.driver_details.has_medical_condition'), 'Yes');
  await openStep(page, 7);
  const first = `${uiOption(drivers, 'itemTitle')} 1`;
  await page.getByRole('button', { name: `${uiOption(drivers, 'editLabel')} ${first}` }).click();
  const medical = page
    .getByRole('dialog', { name: first })
    .getByRole('group', { name: question(`${drivers}.0.driver_details.has_medical_condition`) });
  await medical.getByRole('radio', { name: form.engine.yes, exact: true }).click();
  const sorry = page.getByRole('dialog', { name: form.medicalLimit.title });
  await expect(sorry).toContainText(form.medicalLimit.text);
  const close = sorry.getByRole('button', { name: form.medicalLimit.close, exact: true });
  await expect(close).toHaveCount(1);
  await expect(sorry.getByRole('button')).toHaveCount(1);
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await close.click();
  await expect(sorry).toBeHidden();
});
