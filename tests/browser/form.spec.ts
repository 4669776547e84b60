import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import pages from '../../journey/content/pages.json' with { type: 'json' };
import validationMessages from '../../journey/content/validation-messages.json' with { type: 'json' };
import listsBusinessMonths from '../../journey/lists/business_established_months.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import {
  journeySteps,
  option,
  question,
  questionMessage,
  questionNumber,
  stepButton,
  uiOption,
  uiOptionValue,
} from '../support/journey/journeyText';
import { botCheckedHeaders } from './botCheck';
import { tick } from './tick';

// The seven-step proposal form in Chromium against the real server and its embedded providers
// (plates ending NFD are never found; postcodes ending 9ZZ have no addresses). Questions, options
// and buttons are found by the texts the journey documents give them, so rewording the journey
// leaves this test as it is.

const { yes, no, done: save } = form.engine;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const header = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n }))} `) });
/** The open step's button, each step's as its ui document words it (only the open step's is drawn). */
const cont = (page: Page) =>
  page.getByRole('button', {
    name: new RegExp(`^(${[1, 2, 3, 4, 5, 6, 7].map((n) => escape(stepButton(n))).join('|')})$`),
  });
/** The title of the n-th item of the repeater at `path` ("Modification 1"). */
const itemTitle = (path: string, n: number) => `${uiOption(path, 'itemTitle')} ${n}`;
/** The input, select or textarea labelled so (not the help button named after the question). */
const field = (scope: Page | Locator, label: string | RegExp) =>
  scope.getByLabel(label).and(scope.locator('input, select, textarea')).first();
/** Chooses an option by its text, from a drop-down or a typeahead. */
async function select(scope: Page | Locator, label: string | RegExp, choice: string) {
  const control = field(scope, label);
  if ((await control.evaluate((e) => e.tagName)) === 'SELECT') {
    await control.selectOption({ label: choice });
    return;
  }
  await control.fill(choice);
  await scope.getByRole('option', { name: choice, exact: true }).click();
}
const answer = (scope: Page | Locator, question: string | RegExp, choice: string) =>
  tick(scope.getByRole('group', { name: question }).getByRole('radio', { name: choice, exact: true }));
async function typeahead(scope: Page | Locator, label: string | RegExp, choice: string) {
  await field(scope, label).fill(choice);
  await scope.getByRole('option', { name: choice, exact: true }).click();
}
/** Chooses the answer `value` of the list question at `path`. */
const choose = (scope: Page | Locator, path: string, value: string, label = question(path)) =>
  select(scope, label, option(path, value));

/** A date `days` from today in the UK, as typed: DD/MM/YYYY. */
function ukDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date());
  const [d, m, y] = today.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10).split('-').reverse().join('/');
}

async function expectNoSeriousAxeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const proposer = 'risk.proposer';
const licence = 'risk.proposer.driver_details.licence';
const claims = 'risk.proposer.driver_details.claims';
const driver = 'risk.additional_drivers.0';

async function aboutYou(page: Page) {
  await choose(page, `${proposer}.name.title`, 'Mr');
  await field(page, question(`${proposer}.name.forenames`)).fill('Sam');
  await field(page, question(`${proposer}.name.surname`)).fill('Carter');
  await field(page, question(`${proposer}.date_of_birth`)).fill('15051985');
  await field(page, question(`${proposer}.email_address`)).fill('sam.carter@example.com');
  await answer(page, question(`${proposer}.has_insurance_refused`), no);
  await answer(page, question('risk.duqs.has_public_liability'), yes);
  await choose(page, 'risk.duqs.business_established_months', '24');
  await answer(page, question('risk.userfields.has_email_consent'), no);
}

async function aboutYourVan(page: Page, registration = 'AB12CDE') {
  await answer(page, question('risk.vehicle.has_registration'), yes);
  await field(page, form.vehicle.registrationLabel).fill(registration);
  await page.getByRole('button', { name: form.vehicle.find }).click();
  await expect(page.getByText(form.vehicle.findAnother)).toBeVisible();
}

async function vanQuestions(page: Page) {
  await field(page, question('risk.vehicle.value')).fill('12000');
  await answer(page, question('risk.vehicle.purchased.is_purchased'), yes);
  await field(page, question('risk.vehicle.purchased.date_purchased')).fill('01062024');
  await answer(page, question('risk.vehicle.keeper'), yes);
  const seats = page.getByLabel(question('risk.vehicle.seats'));
  if (await seats.count()) await seats.selectOption({ label: option('risk.vehicle.seats', '3') });
  const body = page.getByLabel(question('risk.vehicle.body_style'));
  if (await body.count()) await body.selectOption({ label: option('risk.vehicle.body_style', 'PV') });
  await answer(page, question('risk.vehicle.has_tracker'), no);
  await answer(page, question('risk.vehicle.is_modified'), yes);
  await page.getByRole('button', { name: uiOption('risk.vehicle.modifications', 'addLabel') }).click();
  const dialog = page.getByRole('dialog', { name: itemTitle('risk.vehicle.modifications', 1) });
  await choose(dialog, 'risk.vehicle.modifications.0.type', 'TOWBAR');
  await dialog.getByRole('button', { name: save }).click();
  await expect(
    page.locator('.repeater-card').filter({ hasText: itemTitle('risk.vehicle.modifications', 1) }),
  ).toContainText(option('risk.vehicle.modifications.0.type', 'TOWBAR'));
  for (const name of [
    'has_hazardous_goods',
    'is_sign_written',
    'has_bad_driver_hotline',
    'has_fitted_racking',
    'is_refrigerated',
  ])
    await answer(page, question(`risk.duqs.${name}`), no);
}

async function yourDetails(page: Page) {
  await choose(page, 'risk.duqs.marital_status_proposer', 'M');
  await answer(page, question(`${proposer}.resident.is_uk_born`), yes);
  await answer(page, question(`${proposer}.has_non_rta_conviction`), no);
  await choose(page, `${proposer}.full_time_occupation.status`, 'Employed');
  for (const [name, value] of [
    ['role', 'A04'],
    ['industry', '102'],
  ] as const) {
    const path = `${proposer}.full_time_occupation.${name}`;
    await typeahead(page, question(path), option(path, value));
  }
  await answer(page, question(`${proposer}.has_part_time_occupation`), no);
  await field(page, question(`${proposer}.phone_numbers.mobile`)).fill('07700900123');
  await field(page, form.address.postcodeLabel).fill('LS1 1AA');
  await page.getByRole('button', { name: form.address.find }).click();
  const list = page.getByLabel(form.address.results);
  await list.selectOption({ index: 1 });
  const education = page.getByLabel(question('risk.duqs.education_level'));
  if (await education.count())
    await education.selectOption({ label: option('risk.duqs.education_level', 'GCSE') });
}

async function yourDriving(page: Page) {
  await choose(page, `${licence}.type`, 'F');
  await field(page, question(`${licence}.date`)).fill('01062005');
  await answer(page, question(`${licence}.has_convictions`), yes);
  await page.getByRole('button', { name: uiOption(`${licence}.convictions`, 'addLabel') }).click();
  let dialog = page.getByRole('dialog', { name: itemTitle(`${licence}.convictions`, 1) });
  const conviction = `${licence}.convictions.0`;
  await typeahead(dialog, question(`${conviction}.code`), option(`${conviction}.code`, 'SP30'));
  await field(dialog, question(`${conviction}.offence_date`)).fill(ukDate(-400));
  // Convicted before the offence: the modal stays open with the message under the conviction date.
  const convictionDate = field(dialog, question(`${conviction}.conviction_date`));
  await convictionDate.fill(ukDate(-401));
  await choose(dialog, `${conviction}.points`, '3');
  await field(dialog, question(`${conviction}.fine`)).fill('100');
  await answer(dialog, question(`${conviction}.has_ban_months`), no);
  await dialog.getByRole('button', { name: save }).click();
  await expect(dialog).toBeVisible();
  await expect(convictionDate).toHaveAttribute('aria-invalid', 'true');
  await expect(convictionDate).toHaveAccessibleDescription(
    new RegExp(escape(questionMessage(`${conviction}.conviction_date`, 'notBeforeAnswer'))),
  );
  await convictionDate.fill(ukDate(-380));
  await dialog.getByRole('button', { name: save }).click();
  await expect(dialog).toBeHidden();
  await answer(page, question('risk.proposer.driver_details.has_claims'), yes);
  await page.getByRole('button', { name: uiOption(claims, 'addLabel') }).click();
  dialog = page.getByRole('dialog', { name: itemTitle(claims, 1) });
  await choose(dialog, `${claims}.0.description`, 'AF');
  await field(dialog, question(`${claims}.0.date`)).fill(ukDate(-300));
  for (const group of await dialog.getByRole('group').all())
    await tick(group.getByRole('radio', { name: no, exact: true }));
  await dialog.getByRole('button', { name: save }).click();
  await expect(dialog).toBeHidden();
  for (const name of [
    'has_medical_condition',
    'has_motoring_organisation',
    'has_access_to_other_vehicles',
    'tests.has_pass_plus',
  ])
    await answer(page, question(`risk.proposer.driver_details.${name}`), no);
}

async function usingTheVan(page: Page) {
  await choose(page, 'risk.duqs.vehicle_night_location', 'DRIVE');
  await answer(page, question('risk.vehicle.is_kept_at_proposer_postcode'), yes);
  await answer(page, question('risk.duqs.vehicle_used_during_night'), no);
  await choose(page, 'risk.duqs.vehicle_daytime_location', 'HOMEOFF');
  await choose(page, 'risk.vehicle.class_of_use', 'OwnGoods');
  await choose(page, 'risk.duqs.annual_mileage', '10000');
  await answer(page, question('risk.duqs.is_trade_body_organisation_member'), no);
}

async function coverDetails(page: Page) {
  await field(page, question('risk.start_date')).fill(ukDate(1));
  await choose(page, 'risk.vehicle.cover_type', 'C');
  // The voluntary excess slider moves by keyboard in its steps and reads its amount out as money,
  // from the least to the most the step states.
  const [least, most, step] = ['minimum', 'maximum', 'multipleOf'].map((keyword) =>
    questionNumber('risk.voluntary_excess', keyword),
  ) as [number, number, number];
  const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`;
  const excess = page.getByRole('slider', { name: question('risk.voluntary_excess') });
  await excess.press('ArrowRight');
  await expect(excess).toHaveAttribute('aria-valuetext', pounds(least + step));
  await excess.press('End');
  await expect(excess).toHaveAttribute('aria-valuetext', pounds(most));
  await expect(page.getByRole('status').filter({ hasText: pounds(most) })).toBeVisible();
  await excess.press('Home');
  await expect(excess).toHaveAttribute('aria-valuetext', pounds(least));
  await answer(page, question('risk.has_previous_insurance'), no);
  await answer(page, question('risk.duqs.is_pay_monthly'), option('risk.duqs.is_pay_monthly', 'false'));
}

async function additionalDriver(page: Page) {
  await answer(page, question('risk.has_additional_drivers'), yes);
  const add = page.getByRole('button', { name: uiOption('risk.additional_drivers', 'addLabel') });
  // A list that asks for initial items opens its first driver by itself; otherwise Add opens it.
  // (Clicking Add as it is being hidden for the opened driver would wait for it for ever.)
  if (!Number(uiOptionValue('risk.additional_drivers', 'initialItems') ?? 0)) await add.click();
  const dialog = page.getByRole('dialog', { name: itemTitle('risk.additional_drivers', 1) });
  await choose(dialog, `${driver}.name.title`, 'Mrs');
  await field(dialog, question(`${driver}.name.forenames`)).fill('Alex');
  await field(dialog, question(`${driver}.name.surname`)).fill('Carter');
  await field(dialog, question(`${driver}.date_of_birth`)).fill('20071987');
  await choose(dialog, `${driver}.relationship_to_proposer`, 'S');
  await choose(dialog, `${driver}.marital_status`, 'M');
  for (const group of await dialog.getByRole('group').all()) {
    const radio = group.getByRole('radio', { name: no, exact: true });
    if ((await radio.count()) === 1) await tick(radio);
  }
  await answer(dialog, question(`${driver}.resident.is_uk_born`), yes);
  await choose(dialog, `${driver}.full_time_occupation.status`, 'Employed');
  for (const [name, value] of [
    ['role', 'A04'],
    ['industry', '102'],
  ] as const) {
    const path = `${driver}.full_time_occupation.${name}`;
    await typeahead(dialog, question(path), option(path, value));
  }
  await answer(dialog, question(`${driver}.has_part_time_occupation`), no);
  await choose(dialog, `${driver}.driver_details.licence.type`, 'F');
  await field(dialog, question(`${driver}.driver_details.licence.date`)).fill('01062010');
  await dialog.getByRole('button', { name: save }).click();
  await expect(dialog).toBeHidden();
  // The driver's own questions are all in their form: none is asked again beside the card.
  await expect(page.getByRole('combobox', { name: question(`${driver}.marital_status`) })).toHaveCount(0);
}

test('a new user completes the form to a priced quote, each step passing axe', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/get-a-quote');
  await aboutYou(page);
  await expectNoSeriousAxeFindings(page);
  await cont(page).click();
  await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
  await aboutYourVan(page);
  await vanQuestions(page);
  await expectNoSeriousAxeFindings(page);
  await cont(page).click();
  await expect(header(page, 3)).toHaveAttribute('aria-expanded', 'true');
  await yourDetails(page);
  await expectNoSeriousAxeFindings(page);
  await cont(page).click();
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'true');
  await yourDriving(page);
  await expectNoSeriousAxeFindings(page);
  await cont(page).click();
  await expect(header(page, 5)).toHaveAttribute('aria-expanded', 'true');
  await usingTheVan(page);
  await expectNoSeriousAxeFindings(page);
  await cont(page).click();
  await expect(header(page, 6)).toHaveAttribute('aria-expanded', 'true');
  await coverDetails(page);
  await expectNoSeriousAxeFindings(page);
  await cont(page).click();
  await expect(header(page, 7)).toHaveAttribute('aria-expanded', 'true');
  await additionalDriver(page);
  await expectNoSeriousAxeFindings(page);
  await page.getByRole('button', { name: stepButton(7) }).click();
  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages.PricePresentation.heading);
  // The browser's Back from the price opens the answers just quoted, on the last step, to change
  // them: not a new quote's empty form.
  const uuid = new URL(page.url()).searchParams.get('uuid');
  await page.goBack();
  await expect(header(page, 7)).toHaveAttribute('aria-expanded', 'true');
  expect(new URL(page.url()).searchParams.get('uuid')).toBe(uuid);
  await header(page, 1).click();
  await expect(field(page, question(`${proposer}.name.forenames`))).toHaveValue('Sam');
});

test('an empty step 1 shows its messages and a summary, and focuses the first field', async ({ page }) => {
  await page.goto('/get-a-quote');
  await expect(header(page, 1)).toHaveAttribute('aria-expanded', 'true');
  await expect(header(page, 2)).toBeDisabled();
  await cont(page).click();
  const summary = page.getByRole('alert').filter({ hasText: form.engine.errorSummaryTitle });
  for (const path of ['name.title', 'name.forenames', 'name.surname', 'date_of_birth'])
    await expect(summary).toContainText(questionMessage(`${proposer}.${path}`, 'required'));
  const title = field(page, question(`${proposer}.name.title`));
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(
    new RegExp(escape(questionMessage(`${proposer}.name.title`, 'required'))),
  );
  await expectNoSeriousAxeFindings(page);
});

test('on a phone, step 1: a drop-down is as wide and as tall as a text field, and its long list arrives whole in page order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/get-a-quote');
  const monthsPath = 'risk.duqs.business_established_months';
  const months = field(page, question(monthsPath));
  const surname = field(page, question(`${proposer}.name.surname`));
  await expect(months).toBeVisible();
  const [list, text] = [await months.boundingBox(), await surname.boundingBox()];
  expect(list!.width).toBeCloseTo(text!.width, 0);
  expect(list!.height).toBeCloseTo(text!.height, 0);
  // Every option of the list after the first ("Choose"), in the list's order.
  const names = listsBusinessMonths.options.map((o) => o.name);
  await expect(months.locator('option')).toHaveCount(names.length + 1);
  expect((await months.locator('option').allTextContents()).slice(1)).toEqual(names);
  // One from far down the list: chosen and shown.
  const later = listsBusinessMonths.options[Math.floor(names.length * 0.6)]!;
  await choose(page, monthsPath, later.value);
  await expect(months).toHaveValue(later.value);
  expect(await months.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(
    later.name,
  );
});

test('on a 360 px phone, a date and its calendar button share a line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/get-a-quote');
  const date = field(page, question(`${proposer}.date_of_birth`));
  const button = page.getByRole('button', {
    name: new RegExp(
      `^${escape(form.engine.calendarOpen)}: ${escape(question(`${proposer}.date_of_birth`))}`,
    ),
  });
  const [dateBox, buttonBox] = [await date.boundingBox(), await button.boundingBox()];
  expect(buttonBox!.y).toBeLessThan(dateBox!.y + dateBox!.height);
  expect(buttonBox!.x).toBeGreaterThanOrEqual(dateBox!.x + dateBox!.width);
  expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(360);
});

test('a van that is not found: the message, Try Again, then the manual lookup with Confirm', async ({
  page,
}) => {
  await page.goto('/get-a-quote');
  await aboutYou(page);
  await cont(page).click();
  const { vehicle } = form;
  await answer(page, question('risk.vehicle.has_registration'), yes);
  const findVan = page.getByRole('button', { name: vehicle.find });
  await field(page, vehicle.registrationLabel).fill('ZZZZZZZ');
  await expect(findVan).toBeDisabled();
  await field(page, vehicle.registrationLabel).fill('AB12NFD');
  await findVan.click();
  await expect(page.getByText(vehicle.notFoundTitle)).toBeVisible();
  await expect(page.getByText(vehicle.notFoundText)).toBeVisible();
  // Continue without a van: the step asks for the van in words of its own, not in the general
  // 'answer this question' (its registration is answered).
  const findYourVan = questionMessage('risk.vehicle.manufacturer', 'required');
  expect(findYourVan).not.toBe(validationMessages.required);
  await cont(page).click();
  await expect(page.getByRole('alert').filter({ hasText: form.engine.errorSummaryTitle })).toContainText(
    findYourVan,
  );
  await page.getByRole('button', { name: vehicle.tryAgain }).click();
  await expect(field(page, vehicle.registrationLabel)).toHaveValue('');
  await field(page, vehicle.registrationLabel).fill('AB12NFD');
  await findVan.click();
  await page.getByRole('button', { name: vehicle.findManually }).click();
  const manufacturer = field(page, vehicle.manufacturer);
  await expect(manufacturer.locator('option')).not.toHaveCount(1);
  await manufacturer.selectOption({ index: 1 });
  await field(page, vehicle.model).selectOption({ index: 1 });
  await field(page, vehicle.fuelType).selectOption({ index: 1 });
  await field(page, vehicle.registrationYear).selectOption({ index: 1 });
  const confirm = page.getByRole('button', { name: vehicle.confirm });
  await expect(confirm).toBeDisabled();
  await field(page, vehicle.vehicles).selectOption({ index: 1 });
  await confirm.click();
  await expect(page.locator('.vehicle-card')).toContainText(vehicle.make);
  await vanQuestions(page);
  await cont(page).click();
  await expect(header(page, 3)).toHaveAttribute('aria-expanded', 'true');
});

test('the address search: none at a 9ZZ postcode, a list to choose from at a real one', async ({ page }) => {
  await page.goto('/get-a-quote');
  await aboutYou(page);
  await cont(page).click();
  await aboutYourVan(page);
  await vanQuestions(page);
  await cont(page).click();
  const { address } = form;
  await field(page, address.postcodeLabel).fill('LS1 9ZZ');
  const group = page.getByRole('group', { name: question('risk.proposer.address') });
  // The place that says so is there before the search: a screen reader reads out what arrives in it.
  const said = group.getByRole('status');
  await expect(said).toBeEmpty();
  await page.getByRole('button', { name: address.find }).click();
  await expect(said).toHaveText(address.noResults);
  await cont(page).click();
  // No address chosen: the step's message for it.
  const noAddress = questionMessage('risk.proposer.address.line_1', 'required');
  await expect(page.getByRole('alert').filter({ hasText: form.engine.errorSummaryTitle })).toContainText(
    noAddress,
  );
  await field(page, address.postcodeLabel).fill('LS6 1HR');
  await page.getByRole('button', { name: address.find }).click();
  const list = field(page, address.results);
  await expect(list.locator('option')).not.toHaveCount(1);
  await list.selectOption({ index: 1 });
  await expect(page.getByText(noAddress)).toHaveCount(0);
});

/** A complete proposal stored through the API, as a returning customer's. */
async function storedProposal(page: Page): Promise<string> {
  const fixture = (await import('../../schemas/examples/proposal.json', { with: { type: 'json' } }))
    .default as {
    risk: Record<string, unknown>;
  };
  const start = ukDate(1).split('/').reverse().join('-');
  const body = { ...fixture, risk: { ...fixture.risk, start_date: start } };
  const response = await page.request.post('/api/proposal', {
    data: body,
    headers: await botCheckedHeaders(page.request),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { uuid: string }).uuid;
}

test('the edit route loads the stored proposal, every step can be reopened, and a step saves', async ({
  page,
}) => {
  const uuid = await storedProposal(page);
  await page.goto(`/quote/edit?uuid=${uuid}`);
  await expect(field(page, question(`${proposer}.name.forenames`))).toHaveValue('James');
  for (const n of [2, 3, 4, 5, 6, 7]) await expect(header(page, n)).toBeEnabled();
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/proposal/${uuid}` && r.request().method() === 'POST',
  );
  await cont(page).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  // The step submitted is the step the server now holds the proposal to.
  expect(new URL(response.url()).searchParams.get('steps')).toBe('1');
  await expect(header(page, 2)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.vehicle-card')).toBeVisible();
});

/** The ids of the questions a step's `ui:questionOrder` names that are drawn: as named, and as on the page. */
async function questionsDrawn(page: Page, step: number) {
  const risk = journeySteps[step - 1]?.ui.risk as Record<string, unknown> | undefined;
  const named = (risk?.['ui:questionOrder'] as string[] | undefined) ?? [];
  const ids = named
    .filter((entry) => entry !== '*')
    .map((entry) => `root_risk_${entry.replaceAll('.', '_')}`);
  return page.evaluate((candidates) => {
    // An object drawn whole without a group of its own: its first question.
    const element = (id: string) => document.getElementById(id) ?? document.querySelector(`[id^="${id}_"]`);
    const found = candidates.map(element).filter((e) => e !== null);
    const onPage = [...found].sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    return { named: found.map((e) => e.id), onPage: onPage.map((e) => e.id) };
  }, ids);
}

test('steps 2, 3 and 5 ask the answers of the van, the proposer and their use in one order; a follow-up comes straight after its question', async ({
  page,
}) => {
  const uuid = await storedProposal(page);
  await page.goto(`/quote/edit?uuid=${uuid}`);
  for (const n of [2, 3, 5]) {
    await header(page, n).click();
    await expect(header(page, n)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.step--open form input').first()).toBeVisible();
    // The step draws its questions in slices; the steps below it wait hidden until it is whole.
    await expect(page.locator('.step--after-arriving')).toHaveCount(0);
    const { named, onPage } = await questionsDrawn(page, n);
    expect(named.length, `step ${n}`).toBeGreaterThan(2);
    expect(onPage, `step ${n}`).toEqual(named);
  }
  // The Tab key goes from the answer to the question it asks.
  const followUps: [number, string, string][] = [
    [2, 'risk.vehicle.keeper', 'risk.duqs.vehicle_owner'],
    [5, 'risk.vehicle.is_kept_at_proposer_postcode', 'risk.vehicle.kept_postcode'],
  ];
  for (const [n, asking, asked] of followUps) {
    await header(page, n).click();
    await expect(header(page, n)).toHaveAttribute('aria-expanded', 'true');
    await answer(page, question(asking), no);
    const follow = field(page, question(asked));
    await expect(follow).toBeVisible();
    await page
      .getByRole('group', { name: question(asking) })
      .getByRole('radio', { name: no, exact: true })
      .focus();
    await page.keyboard.press('Tab');
    await expect(follow).toBeFocused();
  }
});

test('a second medical condition shows the limit and the answer goes back to No', async ({ page }) => {
  const uuid = await storedProposal(page);
  await page.goto(`/quote/edit?uuid=${uuid}`);
  await header(page, 4).click();
  await answer(page, question('risk.proposer.driver_details.has_medical_condition'), yes);
  await header(page, 7).click();
  const first = itemTitle('risk.additional_drivers', 1);
  await page
    .getByRole('button', { name: `${uiOption('risk.additional_drivers', 'editLabel')} ${first}` })
    .click();
  const dialog = page.getByRole('dialog', { name: first });
  const medical = dialog.getByRole('group', {
    name: question(`${driver}.driver_details.has_medical_condition`),
  });
  // The click is refused, so the radio never stays checked: click, not check.
  await medical.getByRole('radio', { name: yes, exact: true }).click();
  const sorry = page.getByRole('dialog', { name: form.medicalLimit.title });
  await expect(sorry).toContainText(form.medicalLimit.text);
  await sorry.getByRole('button', { name: form.medicalLimit.close }).last().click();
  await expect(sorry).toBeHidden();
  await expect(medical.getByRole('radio', { name: no, exact: true })).toBeChecked();
});

test('an item added and closed unsaved leaves the list empty and its question answered Yes; removing the last saved item answers No', async ({
  page,
}) => {
  const uuid = await storedProposal(page);
  await page.goto(`/quote/edit?uuid=${uuid}`);
  await header(page, 4).click();
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'true');
  const convictions = `${licence}.convictions`;
  const asked = page.getByRole('group', { name: question(`${licence}.has_convictions`) });
  const first = itemTitle(convictions, 1);
  await page.getByRole('button', { name: `${uiOption(convictions, 'removeLabel')} ${first}` }).click();
  await expect(asked.getByRole('radio', { name: no, exact: true })).toBeChecked();
  await answer(page, question(`${licence}.has_convictions`), yes);
  const add = page.getByRole('button', { name: uiOption(convictions, 'addLabel') });
  for (const close of ['Escape', 'cross']) {
    await add.click();
    const dialog = page.getByRole('dialog', { name: first });
    await expect(dialog).toBeVisible();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: form.engine.close }).click();
    await expect(dialog).toBeHidden();
    await expect(asked.getByRole('radio', { name: yes, exact: true })).toBeChecked();
    await expect(add).toBeFocused();
  }
  // The list the customer said Yes to is still to be given.
  await cont(page).click();
  await expect(page.getByRole('alert').filter({ hasText: form.engine.errorSummaryTitle })).toContainText(
    questionMessage(convictions, 'minItems'),
  );
  // The additional drivers' list opens its first driver as Yes is answered: closed, the answer stays.
  await header(page, 7).click();
  await expect(header(page, 7)).toHaveAttribute('aria-expanded', 'true');
  const driverTitle = itemTitle('risk.additional_drivers', 1);
  await page
    .getByRole('button', { name: `${uiOption('risk.additional_drivers', 'removeLabel')} ${driverTitle}` })
    .click();
  const drivers = page.getByRole('group', { name: question('risk.has_additional_drivers') });
  await expect(drivers.getByRole('radio', { name: no, exact: true })).toBeChecked();
  await answer(page, question('risk.has_additional_drivers'), yes);
  const driverDialog = page.getByRole('dialog', { name: driverTitle });
  await expect(driverDialog).toBeVisible();
  // Closed after a first answer, still unsaved, it was never on the list either.
  await field(driverDialog, question(`${driver}.name.forenames`)).fill('Alex');
  await driverDialog.getByRole('button', { name: form.engine.close }).click();
  await expect(driverDialog).toBeHidden();
  await expect(drivers.getByRole('radio', { name: yes, exact: true })).toBeChecked();
});

test('an item half-answered in its modal is not on the list after a reload; one saved is', async ({
  page,
}) => {
  const uuid = await storedProposal(page);
  await page.goto(`/quote/edit?uuid=${uuid}`);
  await header(page, 4).click();
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'true');
  const cards = page.locator('.repeater-card');
  const second = itemTitle(claims, 2);
  await expect(cards.filter({ hasText: itemTitle(claims, 1) })).toHaveCount(1);
  await page.getByRole('button', { name: uiOption(claims, 'addAnotherLabel') }).click();
  let dialog = page.getByRole('dialog', { name: second });
  await choose(dialog, `${claims}.1.description`, 'AF');
  await page.reload();
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'true');
  await expect(cards.filter({ hasText: itemTitle(claims, 1) })).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cards.filter({ hasText: second })).toHaveCount(0);
  // Saved in its modal, the item is the customer's: a reload keeps it.
  await page.getByRole('button', { name: uiOption(claims, 'addAnotherLabel') }).click();
  dialog = page.getByRole('dialog', { name: second });
  await choose(dialog, `${claims}.1.description`, 'AF');
  await field(dialog, question(`${claims}.1.date`)).fill(ukDate(-300));
  for (const group of await dialog.getByRole('group').all())
    await tick(group.getByRole('radio', { name: no, exact: true }));
  await dialog.getByRole('button', { name: save }).click();
  await expect(dialog).toBeHidden();
  await expect(cards.filter({ hasText: second })).toHaveCount(1);
  await page.reload();
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'true');
  await expect(cards.filter({ hasText: second })).toContainText(option(`${claims}.1.description`, 'AF'));
  // The browser's Back with an item open closes its step: the item goes as if closed unsaved.
  await page.getByRole('button', { name: uiOption(claims, 'addAnotherLabel') }).click();
  await expect(page.getByRole('dialog', { name: itemTitle(claims, 3) })).toBeVisible();
  await page.goBack();
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'false');
  await page.goForward();
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'true');
  await expect(cards.filter({ hasText: second })).toHaveCount(1);
  await expect(cards.filter({ hasText: itemTitle(claims, 3) })).toHaveCount(0);
});

test('a typeahead with nothing matching says so in a status a screen reader reads out, outside its list of options', async ({
  page,
}) => {
  const uuid = await storedProposal(page);
  await page.goto(`/quote/edit?uuid=${uuid}&step=3`);
  const role = `${proposer}.full_time_occupation.role`;
  const typeahead = page.getByRole('combobox', { name: question(role) });
  const said = page.locator('.typeahead', { has: typeahead }).getByRole('status');
  await expect(said).toBeEmpty();
  await typeahead.fill('zzqx');
  await expect(said).toHaveText(form.engine.noMatches);
  await expect(page.getByRole('listbox').getByText(form.engine.noMatches)).toHaveCount(0);
  // No list of options is shown: the typeahead says it is not expanded.
  await expect(typeahead).toHaveAttribute('aria-expanded', 'false');
  await expectNoSeriousAxeFindings(page);
});
