import { expect, test, type Locator, type Page } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import { question } from '../support/journey/journeyText';
import { field, forms, quotedProposal } from './purchaseHelpers';

// What a field shows as the customer types into it, keystroke by keystroke: a character the field
// refuses (a letter where digits go, one more than its limit) never appears, even when it leaves the
// answer as it was. The app runs on Preact, which does not draw an input again when its answer
// stays the same, so a refused keystroke used to stay on screen though it was never stored.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const header = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n }))} `) });

/** Types `keys` one at a time at the end of what `input` shows. */
async function type(input: Locator, keys: string) {
  await input.click();
  await input.press('End');
  await input.pressSequentially(keys);
}

test('the retrieve page: the quote reference and the date of birth keep to their digits and their length', async ({
  page,
}) => {
  await page.goto('/quote/recall');
  const reference = field(page, forms.recall.reference);
  await type(reference, '12345678901234599x9');
  await expect(reference).toHaveValue('12345-67890-12345');
  await reference.fill('');
  await type(reference, '12a');
  await expect(reference).toHaveValue('12');
  const dob = field(page, forms.recall.dob);
  await type(dob, '150519851');
  await expect(dob).toHaveValue('15/05/1985');
});

test('the form: the registration, the van value and the mobile number show only what they keep', async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/edit?uuid=${uuid}`);
  await header(page, 2).click();
  await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: form.vehicle.findAnother }).click();
  const registration = field(page, form.vehicle.registrationLabel);
  await type(registration, 'ab12 cdefg');
  await expect(registration).toHaveValue('AB12CDE');
  const value = field(page, question('risk.vehicle.value'));
  await value.fill('');
  await type(value, '12000x');
  await expect(value).toHaveValue('12,000');
  // Pence are shown as typed, and left out once the field is left: never read as more pounds.
  await value.fill('');
  await type(value, '12000.50');
  await expect(value).toHaveValue('12,000.50');
  await value.blur();
  await expect(value).toHaveValue('12,000');
  await header(page, 3).click();
  await expect(header(page, 3)).toHaveAttribute('aria-expanded', 'true');
  const mobile = field(page, question('risk.proposer.phone_numbers.mobile'));
  await mobile.fill('');
  await type(mobile, '07700-900 123a');
  await expect(mobile).toHaveValue('07700900123');
  await type(mobile, '456789');
  await expect(mobile).toHaveValue((await mobile.inputValue()).slice(0, 13));
  expect((await mobile.inputValue()).length).toBeLessThanOrEqual(13);
});
