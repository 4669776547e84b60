import { expect, test } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import { question, questionMessage, uiOption } from '../support/journey/journeyText';
import { quotedProposal } from './purchaseHelpers';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The form from the keyboard alone, as a customer who uses no mouse goes through it.

test('the calendar from the keyboard: a year, a month and a day are chosen with Enter, the focus going on into each view', async ({
  page,
}) => {
  await page.goto('/get-a-quote');
  const label = question('risk.proposer.date_of_birth');
  const open = page.getByRole('button', { name: `${form.engine.calendarOpen}: ${label}` });
  await open.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: label });
  const years = calendar.getByRole('group', { name: form.engine.calendarYears });
  await expect(years.getByRole('button').first()).toBeFocused();
  const year = Number(await years.getByRole('button').first().innerText());
  await page.keyboard.press('Enter');
  // The months of the year chosen: the focus is on one of them, not on the page behind.
  const months = calendar.getByRole('group', { name: fillTemplate(form.engine.calendarMonths, { year }) });
  await expect(months.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
  const days = calendar.getByRole('group', { name: new RegExp(` ${year}$`) });
  await expect(days.locator(':focus')).toHaveCount(1);
  const day = await days.locator(':focus').getAttribute('aria-label');
  await page.keyboard.press('Enter');
  await expect(days.getByRole('button', { name: day ?? '', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const ok = calendar.getByRole('button', { name: form.engine.calendarOk, exact: true });
  for (let i = 0; i < 40 && !(await ok.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('textbox', { name: label })).toHaveValue(new RegExp(`/${year}$`));
  await expect(open).toBeFocused();
});

test('an item saved with answers missing stays open, and the focus goes to its first question with a message', async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/edit?uuid=${uuid}`);
  const step7 = page.getByRole('button', {
    name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n: 7 }))} `),
  });
  await step7.click();
  await expect(step7).toHaveAttribute('aria-expanded', 'true');
  const add = page.getByRole('button', { name: uiOption('risk.additional_drivers', 'addAnotherLabel') });
  await add.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('dialog', { name: `${uiOption('risk.additional_drivers', 'itemTitle')} 2` });
  await item.getByRole('button', { name: form.engine.done, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(item).toBeVisible();
  const title = item.getByRole('combobox', { name: question('risk.additional_drivers.1.name.title') });
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription(
    questionMessage('risk.additional_drivers.1.name.title', 'required'),
  );
});

test('Enter in the registration or the postcode runs its search, as its button does, and leaves the step open', async ({
  page,
}) => {
  const { uuid, proposal } = await quotedProposal(page.request);
  await page.goto(`/quote/edit?uuid=${uuid}`);
  const header = (n: number) =>
    page.getByRole('button', {
      name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n }))} `),
    });
  const summary = page.getByRole('alert').filter({ hasText: form.engine.errorSummaryTitle });
  await header(2).click();
  await expect(header(2)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: form.vehicle.findAnother }).click();
  const registration = page.getByRole('textbox', { name: form.vehicle.registrationLabel });
  await expect(registration).toBeFocused();
  await page.keyboard.type(String(proposal.risk?.vehicle?.registration).toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: form.vehicle.findAnother })).toBeVisible();
  await expect(header(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(summary).toHaveCount(0);
  await header(3).click();
  await expect(header(3)).toHaveAttribute('aria-expanded', 'true');
  const postcode = page.getByRole('textbox', { name: form.address.postcodeLabel });
  await postcode.fill('');
  await postcode.pressSequentially(String(proposal.risk?.proposer?.address?.postcode).toLowerCase());
  await postcode.press('Enter');
  // The addresses found take the focus, as after Find address.
  await expect(page.getByRole('combobox', { name: form.address.results })).toBeFocused();
  await expect(header(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(summary).toHaveCount(0);
});

test('Escape in a list of suggestions inside an item closes the suggestions, not the item', async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/edit?uuid=${uuid}&step=4`);
  const convictions = 'risk.proposer.driver_details.licence.convictions';
  const title = `${uiOption(convictions, 'itemTitle')} 1`;
  await page.getByRole('button', { name: `${uiOption(convictions, 'editLabel')} ${title}` }).click();
  const item = page.getByRole('dialog', { name: title });
  const code = item.getByRole('combobox', { name: question(`${convictions}.0.code`) });
  await expect(code).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await expect(code).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(code).toHaveAttribute('aria-expanded', 'false');
  await expect(item).toBeVisible();
  await expect(code).toBeFocused();
  // A second Escape, with no suggestions open, closes the item.
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
});
