import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { botCheckedHeaders } from './botCheck';

// The seven-step proposal form in Chromium against the real server and its embedded providers
// (plates ending NFD are never found; postcodes ending 9ZZ have no addresses). Options are chosen
// by their visible text.

test.use({ actionTimeout: 5_000 });

const header = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Step ${n} `) });
const cont = (page: Page) => page.getByRole('button', { name: 'Continue' });
/** The input, select or textarea labelled so (not the help button named after the question). */
const field = (scope: Page | Locator, label: string | RegExp) =>
  scope.getByLabel(label).and(scope.locator('input, select, textarea')).first();
/** Chooses an option by its text, from a drop-down or a typeahead. */
async function select(scope: Page | Locator, label: string | RegExp, option: string) {
  const control = field(scope, label);
  if ((await control.evaluate((e) => e.tagName)) === 'SELECT') {
    await control.selectOption({ label: option });
    return;
  }
  await control.fill(option.slice(0, 6));
  await scope.getByRole('option', { name: option, exact: true }).click();
}
const answer = (scope: Page | Locator, question: string | RegExp, choice: string) =>
  scope.getByRole('group', { name: question }).getByRole('radio', { name: choice, exact: true }).check();
async function typeahead(scope: Page | Locator, label: string | RegExp, typed: string, option: string) {
  await field(scope, label).fill(typed);
  await scope.getByRole('option', { name: option, exact: true }).click();
}

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

async function aboutYou(page: Page) {
  await select(page, 'What is your title?', 'Mr');
  await field(page, 'What is your first name?').fill('Sam');
  await field(page, 'What is your last name?').fill('Carter');
  await field(page, 'What is your date of birth?').fill('15051985');
  await field(page, 'What is your email address?').fill('sam.carter@example.com');
  await answer(page, /insurance refused/, 'No');
  await answer(page, /public liability/, 'Yes');
  await select(page, /months has your business/, '24 months (2 years)');
  await answer(page, /offers and news/, 'No');
}

async function aboutYourVan(page: Page, registration = 'AB12CDE') {
  await answer(page, /know your van's registration/, 'Yes');
  await field(page, 'Registration number').fill(registration);
  await page.getByRole('button', { name: 'Find Van' }).click();
  await expect(page.getByText('Find another registration')).toBeVisible();
}

async function vanQuestions(page: Page) {
  await field(page, /current value of your van/).fill('12000');
  await answer(page, /bought the van yet/, 'Yes');
  await field(page, 'When did you buy it?').fill('01062024');
  await answer(page, /registered keeper/, 'Yes');
  const seats = page.getByLabel(/How many seats/);
  if (await seats.count()) await seats.selectOption({ label: '3' });
  const body = page.getByLabel(/body style/);
  if (await body.count()) await body.selectOption({ label: 'Panel Van' });
  await answer(page, /tracking device/, 'No');
  await answer(page, /left-hand drive/, 'No');
  await answer(page, /been modified/, 'Yes');
  await page.getByRole('button', { name: 'Add a modification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modification 1' });
  await select(dialog, 'What is the modification?', 'Tow bar');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.repeater-card').filter({ hasText: 'Modification 1' })).toContainText('Tow bar');
  for (const q of [/hazardous goods/, /sign-written/, /driving\?' phone/, /racking fitted/, /refrigerated/])
    await answer(page, q, 'No');
}

async function yourDetails(page: Page) {
  await select(page, 'What is your marital status?', 'Married');
  await answer(page, /born in the UK/, 'Yes');
  await answer(page, /not motoring related/, 'No');
  await select(page, 'What is your employment status?', 'Employed');
  await typeahead(page, 'What is your occupation?', 'accountant', 'Accountant');
  await typeahead(page, 'What type of business do you work in?', 'accountan', 'Accountancy');
  await answer(page, /second job/, 'No');
  await field(page, 'What is your mobile number?').fill('07700900123');
  await field(page, 'Postcode').fill('LS1 1AA');
  await page.getByRole('button', { name: 'Find address' }).click();
  const list = page.getByLabel('Select your address');
  await list.selectOption({ index: 1 });
  const education = page.getByLabel(/highest level of education/);
  if (await education.count()) await education.selectOption({ label: 'GCSE / O Level / National 5' });
}

async function yourDriving(page: Page) {
  await select(page, 'What type of driving licence do you hold?', 'Full UK - Manual');
  await field(page, 'When did you get this licence?').fill('01062005');
  await answer(page, /motoring convictions/, 'Yes');
  await page.getByRole('button', { name: 'Add a conviction' }).click();
  let dialog = page.getByRole('dialog', { name: 'Conviction 1' });
  await typeahead(
    dialog,
    'What was the conviction for?',
    'SP30',
    'SP30 - Exceeding statutory speed limit on a public road',
  );
  await field(dialog, 'When was the offence?').fill(ukDate(-400));
  await field(dialog, 'When were you convicted?').fill(ukDate(-380));
  await select(dialog, 'How many penalty points did you get?', '3');
  await field(dialog, 'How much was the fine?').fill('100');
  await answer(dialog, 'Were you banned from driving?', 'No');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await answer(page, /accidents, claims or losses/, 'Yes');
  await page.getByRole('button', { name: 'Add a claim' }).click();
  dialog = page.getByRole('dialog', { name: 'Claim 1' });
  await select(dialog, 'What happened?', 'Accident - fault');
  await field(dialog, 'When did it happen?').fill(ukDate(-300));
  for (const group of await dialog.getByRole('group').all())
    await group.getByRole('radio', { name: 'No', exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await answer(page, /medical condition/, 'No');
  await answer(page, /motoring organisation/, 'No');
  await answer(page, /use of any other vehicles/, 'No');
  await answer(page, /Pass Plus/, 'No');
}

async function usingTheVan(page: Page) {
  await select(page, 'Where is the van kept overnight?', 'Driveway');
  await answer(page, /kept overnight at your home postcode/, 'Yes');
  await answer(page, /used during the night/, 'No');
  await select(page, /kept during the day/, 'At home - off the road');
  await select(page, 'What will you use the van for?', 'Carriage of own goods');
  await select(page, /miles will the van be driven/, 'Up to 10,000 miles');
  await answer(page, /trade body/, 'No');
}

async function coverDetails(page: Page) {
  await field(page, /cover to start/).fill(ukDate(1));
  await select(page, 'What level of cover would you like?', 'Comprehensive');
  // The voluntary excess slider moves by keyboard in its steps and reads its amount out as money.
  const excess = page.getByRole('slider', { name: /voluntary excess/ });
  await excess.press('ArrowRight');
  await expect(excess).toHaveAttribute('aria-valuetext', '£25');
  await excess.press('End');
  await expect(excess).toHaveAttribute('aria-valuetext', '£2,000');
  await expect(page.getByRole('status').filter({ hasText: '£2,000' })).toBeVisible();
  await excess.press('Home');
  await expect(excess).toHaveAttribute('aria-valuetext', '£0');
  await answer(page, /held insurance in your own name/, 'No');
  await answer(page, /How would you like to pay/, 'Annual');
}

async function additionalDriver(page: Page) {
  await answer(page, /additional drivers/, 'Yes');
  const add = page.getByRole('button', { name: /Add a driver|Add Another Driver/ });
  if (await add.count()) await add.click();
  const dialog = page.getByRole('dialog', { name: /Additional Driver 1/ });
  await select(dialog, /their title/, 'Mrs');
  await field(dialog, /their first name/).fill('Alex');
  await field(dialog, /their last name/).fill('Carter');
  await field(dialog, /their date of birth/).fill('20071987');
  await select(dialog, /relationship/i, 'Spouse');
  for (const group of await dialog.getByRole('group').all()) {
    const no = group.getByRole('radio', { name: 'No', exact: true });
    if ((await no.count()) === 1) await no.check();
  }
  await answer(dialog, /born in the UK/, 'Yes');
  await select(dialog, /their employment status/, 'Employed');
  await typeahead(dialog, /What is their occupation/, 'accountant', 'Accountant');
  await typeahead(dialog, /What type of business do they work in/, 'accountan', 'Accountancy');
  await answer(dialog, /second job/, 'No');
  await select(dialog, /driving licence do they hold/, 'Full UK - Manual');
  await field(dialog, /When did they get this licence/).fill('01062010');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await select(page, /What is their marital status/, 'Married');
}

test('a new user completes the form to a priced quote, each step passing axe', async ({ page }) => {
  test.setTimeout(120_000);
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
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/quote\/payment-option\?uuid=[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Quote');
});

test('an empty step 1 shows its messages and a summary, and focuses the first field', async ({ page }) => {
  await page.goto('/get-a-quote');
  await expect(header(page, 1)).toHaveAttribute('aria-expanded', 'true');
  await expect(header(page, 2)).toBeDisabled();
  await cont(page).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  for (const message of [
    'Select your title',
    'Enter your first name',
    'Enter your last name',
    'Enter your date of birth',
  ]) {
    await expect(summary).toContainText(message);
  }
  const title = field(page, 'What is your title?');
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(/Select your title/);
  await expectNoSeriousAxeFindings(page);
});

test('a van that is not found: the message, Try Again, then the manual lookup with Confirm', async ({
  page,
}) => {
  await page.goto('/get-a-quote');
  await aboutYou(page);
  await cont(page).click();
  await answer(page, /know your van's registration/, 'Yes');
  const findVan = page.getByRole('button', { name: 'Find Van' });
  await field(page, 'Registration number').fill('ZZZZZZZ');
  await expect(findVan).toBeDisabled();
  await field(page, 'Registration number').fill('AB12NFD');
  await findVan.click();
  await expect(
    page.getByText("Sorry, we haven't been able to find your van from the registration number you provided."),
  ).toBeVisible();
  await expect(
    page.getByText('Please enter your van details manually or try re-entering your registration number.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(field(page, 'Registration number')).toHaveValue('');
  await field(page, 'Registration number').fill('AB12NFD');
  await findVan.click();
  await page.getByRole('button', { name: 'Find your vehicle manually' }).click();
  const manufacturer = field(page, 'Manufacturer');
  await expect(manufacturer.locator('option')).not.toHaveCount(1);
  await manufacturer.selectOption({ index: 1 });
  await field(page, 'Model').selectOption({ index: 1 });
  await field(page, 'Fuel type').selectOption({ index: 1 });
  await field(page, 'Year of registration').selectOption({ index: 1 });
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await field(page, 'Choose your van').selectOption({ index: 1 });
  await confirm.click();
  await expect(page.locator('.vehicle-card')).toContainText('Make');
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
  await field(page, 'Postcode').fill('LS1 9ZZ');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByText('We could not find any addresses for that postcode.')).toBeVisible();
  await cont(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Please search for your address and select it from the list.',
  );
  await field(page, 'Postcode').fill('LS6 1HR');
  await page.getByRole('button', { name: 'Find address' }).click();
  const list = field(page, 'Select your address');
  await expect(list.locator('option')).not.toHaveCount(1);
  await list.selectOption({ index: 1 });
  await expect(page.getByText('Please search for your address and select it from the list.')).toHaveCount(0);
});

/** A complete proposal stored through the API, as a returning customer's. */
async function storedProposal(page: Page): Promise<string> {
  const fixture = (await import('../fixtures/proposal.json', { with: { type: 'json' } })).default as {
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
  await expect(field(page, 'What is your first name?')).toHaveValue('James');
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

test("a second medical condition shows 'Sorry!' and the answer goes back to No", async ({ page }) => {
  const uuid = await storedProposal(page);
  await page.goto(`/quote/edit?uuid=${uuid}`);
  await header(page, 4).click();
  await answer(page, /medical condition that the DVLA/, 'Yes');
  await header(page, 7).click();
  await page.getByRole('button', { name: 'Edit Additional Driver 1' }).click();
  const driver = page.getByRole('dialog', { name: 'Additional Driver 1' });
  // The click is refused, so the radio never stays checked: click, not check.
  await driver
    .getByRole('group', { name: /medical condition that the DVLA/ })
    .getByRole('radio', { name: 'Yes' })
    .click();
  const sorry = page.getByRole('dialog', { name: 'Sorry!' });
  await expect(sorry).toContainText(
    'Unfortunately there is a limit of one medical condition per quote between all drivers on the policy.',
  );
  await sorry.getByRole('button', { name: 'Close' }).last().click();
  await expect(sorry).toBeHidden();
  await expect(
    driver.getByRole('group', { name: /medical condition that the DVLA/ }).getByRole('radio', { name: 'No' }),
  ).toBeChecked();
});
