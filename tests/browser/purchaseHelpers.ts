import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import addonsJson from '../../journey/addons.json' with { type: 'json' };
import brand from '../../journey/content/brand.json' with { type: 'json' };
import checkout from '../../journey/content/checkout.json' with { type: 'json' };
import extras from '../../journey/content/extras.json' with { type: 'json' };
import form from '../../journey/content/form.json' with { type: 'json' };
import hostedPayment from '../../journey/content/hosted-payment.json' with { type: 'json' };
import pages from '../../journey/content/pages.json' with { type: 'json' };
import price from '../../journey/content/price.json' with { type: 'json' };
import confirmForm from '../../journey/forms/confirm-details/schema.json' with { type: 'json' };
import confirmUi from '../../journey/forms/confirm-details/ui.json' with { type: 'json' };
import debitForm from '../../journey/forms/direct-debit/schema.json' with { type: 'json' };
import debitUi from '../../journey/forms/direct-debit/ui.json' with { type: 'json' };
import recallForm from '../../journey/forms/recall/schema.json' with { type: 'json' };
import recallUi from '../../journey/forms/recall/ui.json' with { type: 'json' };
import startDateForm from '../../journey/forms/start-date/schema.json' with { type: 'json' };
import tpaForm from '../../journey/forms/third-party-authority/schema.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import { shiftIsoDate, ukToday } from '../../schemas/src/ukDates';
import type { Proposal } from '../../schemas/generated/index';
import proposalFixture from '../../schemas/examples/proposal.json' with { type: 'json' };
import { botCheckedHeaders } from './botCheck';
import { tick } from './tick';

export { tick };

// The customer's side of the pages after the form, shared by purchase.spec.ts: a quoted proposal
// made through the API, the answers of each page, the hosted card page in its frame, and the
// accessibility scan and screenshots of a page.

export { checkout, extras, pages, price };

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

const proposer = confirmForm.properties.risk.properties.proposer.properties;
const debit = debitForm.properties.direct_debit.properties;

/** The questions and buttons of the pages' forms (journey/forms), as the customer reads them. */
export const forms = {
  thirdPartyAuthority:
    tpaForm.properties.risk.properties.userfields.properties.has_third_party_authority.title,
  startDate: startDateForm.properties.risk.properties.start_date.title,
  confirm: {
    email: proposer.email_address.title,
    mobile: proposer.phone_numbers.properties.mobile.title,
    autoRenew: confirmForm.properties.consent_to_auto_renew.title,
    submit: confirmUi['ui:submitButtonOptions'].submitText,
  },
  directDebit: {
    holder: debit.is_proposer_account_holder.title,
    name: debit.account_name.title,
    number: debit.account_number.title,
    sortCode: debit.sort_code.title,
    submit: debitUi['ui:submitButtonOptions'].submitText,
  },
  recall: {
    reference: recallForm.properties.reference.title,
    postcode: recallForm.properties.postcode.title,
    dob: recallForm.properties.dob.title,
    submit: recallUi['ui:submitButtonOptions'].submitText,
  },
};

/** A page text with {phone}, {brand} and {email} filled as the app fills them. */
export const withBrand = (text: string) =>
  fillTemplate(text, { brand: brand.name, phone: brand.contact.phone, email: brand.contact.email });

/** The text of a heading of pages.json. */
export const heading = (route: keyof typeof pages.pages) => pages.pages[route].heading;

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** An amount in pounds as the pages show it: "£1,234.50". */
export const money = (amount: number | null | undefined) => pounds.format(amount ?? 0);

/** Today plus `days` in the UK, as YYYY-MM-DD. */
export function londonIso(days = 0): string {
  return shiftIsoDate(ukToday(new Date()), 0, 0, days) as string;
}

/** YYYY-MM-DD as the customer types and reads it: DD/MM/YYYY. */
export const ukDate = (iso: string) => iso.split('-').reverse().join('/');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches a text that starts with `text`. */
export const startsWith = (text: string) => new RegExp(`^${escape(text)}`);

type FixtureProposal = typeof proposalFixture;

/**
 * A new customer's proposal stored and quoted through the API, starting in two days (the
 * fixture's own date may have passed). `change` adjusts the proposal before it is stored.
 */
export async function quotedProposal(
  request: APIRequestContext,
  change: (proposal: FixtureProposal) => FixtureProposal = (p) => p,
): Promise<{ uuid: string; proposal: Proposal }> {
  const body = change({ ...proposalFixture, risk: { ...proposalFixture.risk, start_date: londonIso(2) } });
  const created = await request.post('/api/proposal', {
    data: body,
    headers: await botCheckedHeaders(request),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const quoted = await request.post(`/api/proposal/${uuid}/quote`, { headers: xhr });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const proposal = (await quoted.json()) as Proposal;
  expect(proposal.quote?.is_quoted).toBe(true);
  return { uuid, proposal };
}

/**
 * The price page's Continue, made through the API as the page makes it: how the customer pays and
 * the Third Party Authority question answered No. A test that goes from a quoted proposal to the
 * summary or payment without the price page makes it first, as paying needs that answer.
 */
export async function pricePageAnswered(
  request: APIRequestContext,
  uuid: string,
  method: 'full' | 'monthly' = 'full',
): Promise<Proposal> {
  const answered = await request.post(`/api/proposal/${uuid}/payment-option`, {
    data: {
      is_pay_monthly: method === 'monthly',
      risk: { userfields: { has_third_party_authority: false } },
    },
    headers: xhr,
  });
  expect(answered.status(), await answered.text()).toBe(200);
  return (await answered.json()) as Proposal;
}

/** The input, select or textarea labelled so (not the help button named after the question). */
export const field = (scope: Page | Locator, label: string | RegExp) =>
  scope.getByLabel(label).and(scope.locator('input, select, textarea')).first();

/** Answers a Yes/No question, with the yes and no of journey/content/form.json. */
export const answer = (scope: Page | Locator, question: string | RegExp, choice: 'Yes' | 'No') =>
  tick(
    scope
      .getByRole('group', { name: question })
      .getByRole('radio', { name: choice === 'Yes' ? form.engine.yes : form.engine.no, exact: true }),
  );

/** The value beside a label in a description list of `scope`. */
export const detail = (scope: Page | Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^\\s*${escape(label)}\\s*$`) })
    .locator('xpath=following-sibling::dd[1]');

export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * The price page as it opens: the heading, then the tracking device notice every quote of the
 * fixture's van (a Transit Custom) brings, read and closed with its button.
 */
export async function priceReady(page: Page) {
  await expect(mainHeading(page)).toHaveText(heading('PricePresentation'));
  const notice = page.getByRole('dialog', { name: price.modals.trackingDevice.title });
  await notice.getByRole('button', { name: price.modals.trackingDevice.button }).click();
  await expect(notice).toBeHidden();
}

/** Opens the price page of a quoted proposal. */
export async function openPricePage(page: Page, uuid: string) {
  await page.goto(`/quote/payment-option?uuid=${uuid}`);
  await priceReady(page);
}

/** The price page: the payment method, and Third Party Authority answered No. */
export async function choosePaymentMethod(page: Page, method: 'full' | 'monthly') {
  await tick(page.getByRole('radio', { name: startsWith(price.paymentMethod[method].title) }));
  await answer(page, forms.thirdPartyAuthority, 'No');
}

export const priceContinue = (page: Page) =>
  page.getByRole('button', { name: price.actions.continue, exact: true });

const coverTitles = addonsJson.addons.filter((a) => a.kind === 'cover').map((a) => a.title);

/** The button of an add-on card: "Add to quote" or "No Thanks", named with the cover's title. */
export const addonButton = (page: Page | Locator, label: string, title: string) =>
  page.getByRole('button', { name: `${label} ${title}`, exact: true });

/**
 * The Add-ons page: every optional cover card not yet answered is answered ("Add to quote" when
 * its title is in `add`, else "No Thanks"), opening each card that is closed. Breakdown cover is
 * left unanswered, as the page allows.
 */
export async function answerAddons(page: Page, add: readonly string[] = []) {
  await expect(mainHeading(page)).toHaveText(heading('Addons'));
  const list = page.getByRole('list', { name: extras.addons.coversHeading });
  const cardHeadings = list.getByRole('heading', { level: 3 });
  await expect(cardHeadings.first()).toBeVisible();
  for (const cardHeading of await cardHeadings.all()) {
    const text = await cardHeading.innerText();
    const title = coverTitles.find((t) => text.startsWith(t));
    if (!title) throw new Error(`No add-on in journey/addons.json is called like "${text}"`);
    if (!text.includes(extras.addons.status.unanswered)) continue;
    const toggle = cardHeading.getByRole('button');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const label = add.includes(title) ? extras.addons.add : extras.addons.decline;
    await addonButton(list, label, title).click();
  }
}

/** The Summary page: e-mail, mobile, auto-renewal, the three declarations, then Continue. */
export async function confirmDetails(page: Page) {
  await expect(mainHeading(page)).toHaveText(heading('Summary'));
  const form = page.getByRole('region', { name: extras.summary.confirmHeading });
  const labels = forms.confirm;
  await field(form, labels.email).fill('james.oconnor84@example.com');
  await field(form, labels.mobile).fill('07700900123');
  await answer(form, labels.autoRenew, 'Yes');
  const declarations = form.getByRole('checkbox');
  await expect(declarations).toHaveCount(3);
  for (const box of await declarations.all()) await tick(box);
  await form.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** A card expiry two years ahead, MM/YY. */
const expiry = () => `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/**
 * The Payment page once its payment call has answered: the card page is drawn in its frame only
 * then, so a refused call (which leaves the page) cannot pass for the page.
 */
export async function paymentReady(page: Page) {
  await expect(mainHeading(page)).toHaveText(heading('Payment'));
  await expect(page.getByTitle(checkout.payment.frameTitle)).toBeVisible();
}

/** The Payment page: the card details in the embedded card page of the "Card payment" frame, Pay. */
export async function payByCard(page: Page, cardNumber: string) {
  await paymentReady(page);
  const frame = page.getByTitle(checkout.payment.frameTitle).contentFrame();
  const { fields } = hostedPayment.card;
  await frame.getByLabel(fields.card_number.label).fill(cardNumber);
  await frame.getByLabel(fields.expiry.label).fill(expiry());
  await frame.getByLabel(fields.cvc.label).fill('123');
  await frame.getByLabel(fields.name.label).fill('James OConnor');
  await frame.getByRole('button', { name: /^Pay / }).click();
}

/** The Instalments page: the customer is the account holder, with these bank details. */
export async function directDebit(
  page: Page,
  { sortCode, accountNumber, accountName }: { sortCode: string; accountNumber: string; accountName?: string },
) {
  await expect(mainHeading(page)).toHaveText(heading('Instalments'));
  const labels = forms.directDebit;
  await answer(page, labels.holder, 'Yes');
  if (accountName) await field(page, labels.name).fill(accountName);
  await field(page, labels.number).fill(accountNumber);
  await field(page, labels.sortCode).fill(sortCode);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** What an inspection adds to the test's limit (a limit only stops a test that hangs). */
const INSPECTION_MS = 90_000;

/**
 * Checks the page as it is now, at phone and desktop widths: an axe scan of its main content (no
 * serious or critical finding), no sideways scrolling, and a full-page screenshot saved as
 * test-results/screenshots/<name>-<width>.png. The viewport is put back afterwards. Findings are
 * soft failures, so one run reports every page's.
 */
export async function inspectPage(page: Page, name: string) {
  // Each inspection adds its own allowance to the test's limit: two axe scans and two full-page
  // screenshots, some 3 s on a quiet machine but over 30 s with two suites running at once. The
  // whole purchase inspects five pages and passed the config's 180 s in neither of two suites run
  // side by side (load 30 to 47).
  test.setTimeout(test.info().timeout + INSPECTION_MS);
  await test.step(`axe scan and screenshots of ${name}`, async () => {
    const folder = join(test.info().project.outputDir, 'screenshots');
    mkdirSync(folder, { recursive: true });
    const before = page.viewportSize();
    for (const size of widths) {
      await page.setViewportSize(size);
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      expect.soft(serious, `axe findings on ${name} at ${size.width}px`).toEqual([]);
      // Nothing may make the page scroll sideways (WCAG 1.4.10, reflow).
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(pageWidth, `page width of ${name} at ${size.width}px`).toBeLessThanOrEqual(size.width);
      // From the top, with the header at its full size, as the page first shows.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('banner')).not.toHaveClass(/is-shrunk/);
      await page.screenshot({
        path: join(folder, `${name}-${size.width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
    if (before) await page.setViewportSize(before);
  });
}
