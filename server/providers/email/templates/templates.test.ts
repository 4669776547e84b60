import { describe, expect, test } from 'vitest';
import type { Proposal } from '../../../../schemas/generated/index';
import { proposalFixture, quoteFixture } from '../../../../tests/fixtures/index';
import brandJson from '../../../../journey/content/brand.json';
import emailsJson from '../../../../journey/content/emails.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { journeyText } from '../../../../tests/support/journey/journeyText';
import { emailBrand } from '../emailBrand';
import { purchaseEmail } from './purchaseEmail';
import { quoteEmail } from './quoteEmail';

const brand = emailBrand('https://quote.vancoverdirect.example');
/** A text of journey/content/emails.json, filled in. */
const words = (pointer: string, values: Record<string, string | number> = {}) =>
  journeyText(`content/emails.json#/${pointer}`, values);
const fact = (label: string, value: string) => `${words(label)}: ${value}`;
const plan = (payments: string) => words('monthlyPlan/plan', { deposit: '£128.37', payments });
const tenPayments = words('monthlyPlan/payments', { count: 10, amount: '£58.36' });
/** The fixture's van as the price page names it: its make, then the lookup's description. */
const van = `${proposalFixture().risk?.vehicle?.manufacturer} ${proposalFixture().risk?.vehicle?.description}`;
const quoted = (): Proposal => ({
  ...proposalFixture(),
  uuid: '6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
  is_quoted: true,
  quote: quoteFixture(),
});

describe('the quote e-mail', () => {
  const email = quoteEmail(quoted(), brand);

  test('names the reference in the subject', () => {
    expect(email.subject).toBe(
      words('quote/subject', { brand: brandJson.name, reference: '10482-55317-90264' }),
    );
  });

  test.each([
    words('greeting/titleAndSurname', { title: 'Mr', surname: "O'Connor" }),
    fact('quote/reference', '10482-55317-90264'),
    fact('quote/registration', 'YD19KLC'),
    fact('quote/van', van),
    fact('quote/startDate', '01/12/2026'),
    fact('quote/payInFull', words('quote/payInFullValue', { amount: '£641.87' })),
    fact('quote/payMonthly', plan(tenPayments)),
    fact('example/credit', '£513.50'),
    fact('example/apr', words('example/aprValue', { percent: 32.9 })),
    fact('example/fixedRate', words('example/fixedRateValue', { percent: 13.65 })),
    fact('example/totalPayable', '£711.96'),
    'https://quote.vancoverdirect.example/quote/recall',
    brandJson.contact.phone,
    // The opening hours of journey/content/brand.json.
    ...brandJson.contact.openingHours.map((hours) => words('footer/openingHours', hours)),
  ])('the text says "%s"', (phrase) => {
    expect(email.text).toContain(phrase);
  });

  test('the HTML carries the same facts and the retrieve link', () => {
    expect(email.html).toContain('10482-55317-90264');
    expect(email.html).toContain('<a href="https://quote.vancoverdirect.example/quote/recall">');
    expect(email.html).toContain('O&#39;Connor');
  });

  test('an initial payment is stated apart from the regular ones', () => {
    const proposal = quoted();
    if (proposal.quote) proposal.quote.monthly_initial_payment = 60.12;
    const nine = words('monthlyPlan/payments', { count: 9, amount: '£58.36' });
    expect(quoteEmail(proposal, brand).text).toContain(
      plan(words('monthlyPlan/withInitial', { initial: '£60.12', payments: nine })),
    );
  });

  test('names the extras added to the quote, with their prices, and none declined', () => {
    const text = quoteEmail(quoted(), brand).text;
    expect(text).toContain(words('quote/extrasHeading'));
    for (const addon of quoted().quote?.addons ?? []) {
      if (addon.is_selected === true)
        expect(text).toContain(`${addon.description}: £${(addon.premium ?? 0).toFixed(2)}`);
      else expect(text).not.toContain(`${addon.description}:`);
    }
  });

  test('a quote without monthly figures offers paying in full only', () => {
    const proposal = quoted();
    if (proposal.quote) delete proposal.quote.monthly_payment;
    const text = quoteEmail(proposal, brand).text;
    expect(text).toContain(words('quote/payInFull'));
    expect(text).not.toContain(words('quote/exampleHeading'));
  });
});

describe('the purchase confirmation', () => {
  test.each([
    fact('purchase/reference', '10482-55317-90264'),
    fact('purchase/registration', 'YD19KLC'),
    fact('purchase/van', van),
    fact('purchase/startDate', '01/12/2026'),
    fact('purchase/payment', words('purchase/paidInFull', { amount: '£641.87' })),
    words('purchase/documents'),
    words('purchase/ncdHeading'),
    words('purchase/ncd'),
    brandJson.contact.phone,
  ])('says "%s"', (phrase) => {
    expect(purchaseEmail(quoted(), brand).text).toContain(phrase);
  });

  test('names each extra added, with its price, and no extra declined or unanswered', () => {
    const text = purchaseEmail(quoted(), brand).text;
    expect(text).toContain(words('purchase/extrasHeading'));
    const [added, ...others] = [...(quoted().quote?.addons ?? [])].sort(
      (a, b) => Number(b.is_selected === true) - Number(a.is_selected === true),
    );
    expect(added?.is_selected).toBe(true);
    expect(text).toContain(`${added?.description}: £${(added?.premium ?? 0).toFixed(2)}`);
    for (const other of others) expect(text).not.toContain(`${other.description}:`);
  });

  test('with no extra added it lists none', () => {
    const proposal = quoted();
    for (const addon of proposal.quote?.addons ?? []) addon.is_selected = false;
    expect(purchaseEmail(proposal, brand).text).not.toContain(words('purchase/extrasHeading'));
  });

  test('without a no claims discount claimed it asks for no proof of one', () => {
    const proposal = quoted();
    if (proposal.risk) proposal.risk.has_previous_insurance = false;
    const text = purchaseEmail(proposal, brand).text;
    expect(text).not.toContain(words('purchase/ncdHeading'));
    expect(text).not.toContain(words('purchase/ncd'));
  });

  test('paying monthly names the plan and the collection day', () => {
    const proposal = { ...quoted(), is_pay_monthly: true, direct_debit: { collection_day: 1 } };
    expect(purchaseEmail(proposal, brand).text).toContain(
      words('purchase/paidMonthlyOnDay', { plan: plan(tenPayments), day: 1 }),
    );
  });
});

describe('the e-mails say what journey/content/emails.json says', () => {
  // Every text of the document, marked: an e-mail built from it carries the marked words only.
  const mark = (value: unknown): unknown =>
    typeof value === 'string'
      ? `«${value}»`
      : Array.isArray(value)
        ? value.map(mark)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value).map(([key, child]) => [key, key.startsWith('_') ? child : mark(child)]),
            )
          : value;
  const marked = mark(emailsJson) as typeof emailsJson;
  const monthly = (): Proposal => ({
    ...quoted(),
    is_pay_monthly: true,
    direct_debit: { collection_day: 1 },
  });

  test.each([
    { name: 'quote', email: () => quoteEmail(monthly(), brand, marked) },
    { name: 'purchase', email: () => purchaseEmail(monthly(), brand, marked) },
  ])('the $name e-mail, reworded there, is reworded', ({ name, email }) => {
    const { subject, text } = email();
    const own = name === 'quote' ? marked.quote : marked.purchase;
    expect(subject).toMatch(/^«.*»$/);
    for (const label of [own.reference, own.registration, own.van, own.startDate, marked.footer.heading])
      expect(text).toContain(label);
    const filled = (words: string, values: Record<string, string | number>) => fillTemplate(words, values);
    expect(text).toContain(filled(marked.greeting.titleAndSurname, { title: 'Mr', surname: "O'Connor" }));
    for (const hours of brandJson.contact.openingHours)
      expect(text).toContain(filled(marked.footer.openingHours, hours));
    const payments = filled(marked.monthlyPlan.payments, { count: 10, amount: '£58.36' });
    expect(text).toContain(filled(marked.monthlyPlan.plan, { deposit: '£128.37', payments }));
  });
});

describe('every inserted value is escaped in the HTML', () => {
  const hostile = (): Proposal => {
    const proposal = quoted();
    const proposer = proposal.risk?.proposer;
    if (proposer?.name) proposer.name = { title: 'Mr', surname: '<img src=x onerror=alert(1)>' };
    if (proposal.risk?.vehicle) proposal.risk.vehicle.registration = '<b>AB12</b>';
    if (proposal.quote) proposal.quote.reference = '"><script>x</script>';
    return proposal;
  };
  const evilBrand = { ...brand, name: 'Vans & <Co>', siteUrl: 'https://x.example/"onmouseover="alert(1)' };

  test.each([
    { name: 'quote', render: () => quoteEmail(hostile(), evilBrand) },
    { name: 'purchase', render: () => purchaseEmail(hostile(), evilBrand) },
  ])('the $name e-mail', ({ render }) => {
    const { html, text } = render();
    expect(html).not.toMatch(/<img|<script|<b>|<Co>|"onmouseover/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Vans &amp; &lt;Co&gt;');
    // The plain-text part is not HTML: it keeps the characters as they are.
    expect(text).toContain('<img src=x onerror=alert(1)>');
  });
});
