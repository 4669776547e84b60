import { expect, test, type Page } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import { journeyText, option, question, uiOption } from '../support/journey/journeyText';
import { field, quotedProposal } from './purchaseHelpers';

// The proposal form against its specification, on what only a browser shows: what a customer sees
// and what a screen reader reads of a question. Texts are the journey's, read from its documents.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const header = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n }))} `) });
const help = (page: Page, path: string) =>
  page.getByRole('button', { name: fillTemplate(form.engine.help, { question: question(path) }) });

/** The month and year of today in the UK, as the calendar names its days' group ("Nov 2026"). */
function thisMonth(): string {
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date());
  const [, month, year] = today.split('/').map(Number) as [number, number, number];
  return `${form.engine.months[month - 1]} ${year}`;
}

for (const width of [1280, 360]) {
  test(`at ${width} px, step 6: the voluntary excess says what it is, in a help a screen reader reads with the slider`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { uuid } = await quotedProposal(page.request);
    await page.goto(`/quote/edit?uuid=${uuid}&step=6`);
    await expect(header(page, 6)).toHaveAttribute('aria-expanded', 'true');
    const cover = 'risk.vehicle.cover_type';
    await field(page, question(cover)).selectOption({ label: option(cover, 'C') });
    const excess = 'risk.voluntary_excess';
    const text = journeyText('steps/06-cover-details/ui.json#/risk/voluntary_excess/ui:help');
    const slider = page.getByRole('slider', { name: question(excess) });
    await expect(slider).toHaveAccessibleDescription(new RegExp(escape(text)));
    await help(page, excess).click();
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  });
}

test("a claim's date: its calendar opens on this month, where the customer's claim most likely is, with today focused", async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  await page.goto(`/quote/edit?uuid=${uuid}&step=4`);
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'true');
  const claims = 'risk.proposer.driver_details.claims';
  await page.getByRole('button', { name: uiOption(claims, 'addAnotherLabel') }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${escape(uiOption(claims, 'itemTitle'))} `) });
  // What happened first, as a customer answers: leaving it unanswered puts its message above the date.
  await field(dialog, question(`${claims}.0.description`)).selectOption({
    label: option(`${claims}.0.description`, 'AF'),
  });
  await dialog
    .getByRole('button', { name: `${form.engine.calendarOpen}: ${question(`${claims}.0.date`)}` })
    .click();
  const calendar = page.getByRole('dialog', { name: question(`${claims}.0.date`) });
  await expect(calendar.getByRole('group', { name: thisMonth() })).toBeVisible();
  await expect(calendar.locator('[aria-current="date"]')).toBeFocused();
});

for (const width of [1280, 360]) {
  test(`at ${width} px, step 6: the voluntary excess slider is as wide as a question's field, and keeps its width from the least to the most`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { uuid } = await quotedProposal(page.request);
    await page.goto(`/quote/edit?uuid=${uuid}&step=6`);
    const cover = field(page, question('risk.vehicle.cover_type'));
    await cover.selectOption({ label: option('risk.vehicle.cover_type', 'C') });
    const slider = page.getByRole('slider', { name: question('risk.voluntary_excess') });
    await slider.press('Home');
    const [least, select] = [await slider.boundingBox(), await cover.boundingBox()];
    // The slider shares its line with the amount it shows; most of the line is the slider's.
    expect(least!.width).toBeGreaterThan(select!.width * 0.6);
    await slider.press('End');
    expect((await slider.boundingBox())!.width).toBeCloseTo(least!.width, 0);
  });
}
