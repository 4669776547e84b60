import { describe, expect, test } from 'vitest';
import type { Proposal } from '../../../../schemas/generated/index';
import { proposalFixture, quoteFixture } from '../../../../tests/fixtures/index';
import brandJson from '../../../../journey/content/brand.json';
import { emailBrand } from '../emailBrand';
import { purchaseEmail } from './purchaseEmail';
import { quoteEmail } from './quoteEmail';

const brand = emailBrand('https://quote.vancoverdirect.example');
const quoted = (): Proposal => ({
  ...proposalFixture(),
  uuid: '6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
  is_quoted: true,
  quote: quoteFixture(),
});

describe('the quote e-mail', () => {
  const email = quoteEmail(quoted(), brand);

  test('names the reference in the subject', () => {
    expect(email.subject).toBe(`Your ${brandJson.name} van insurance quote 10482-55317-90264`);
  });

  test.each([
    "Dear Mr O'Connor,",
    'Quote reference: 10482-55317-90264',
    'Van: YD19KXP',
    'Cover start date: 01/12/2026',
    'Pay in full: £641.87 for the year',
    'Pay monthly by Direct Debit: a deposit of £128.37, then 10 monthly payments of £58.36',
    'Total amount of credit: £513.50',
    'Representative APR: 32.9%',
    'Fixed interest rate: 13.65%',
    'Total amount payable: £711.96',
    'https://quote.vancoverdirect.example/quote/recall',
    brandJson.contact.phone,
    // The opening hours of journey/content/brand.json.
    ...brandJson.contact.openingHours.map(({ days, hours }) => `${days}: ${hours}`),
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
    expect(quoteEmail(proposal, brand).text).toContain(
      'a deposit of £128.37, then one payment of £60.12 and 9 monthly payments of £58.36',
    );
  });

  test('a quote without monthly figures offers paying in full only', () => {
    const proposal = quoted();
    if (proposal.quote) delete proposal.quote.monthly_payment;
    const text = quoteEmail(proposal, brand).text;
    expect(text).toContain('Pay in full');
    expect(text).not.toContain('Representative example');
  });
});

describe('the purchase confirmation', () => {
  test.each([
    'Web reference: 10482-55317-90264',
    'Cover start date: 01/12/2026',
    'Payment: £641.87 in full',
    'within 48 hours',
    'proof of it',
    'no claims discount',
    '0333 241 4343',
  ])('says "%s"', (phrase) => {
    expect(purchaseEmail(quoted(), brand).text).toContain(phrase);
  });

  test('without a no claims discount claimed it asks for no proof of one', () => {
    const proposal = quoted();
    if (proposal.risk) proposal.risk.has_previous_insurance = false;
    const text = purchaseEmail(proposal, brand).text;
    expect(text).not.toContain('proof of it');
    expect(text).not.toContain('no claims discount');
  });

  test('paying monthly names the plan and the collection day', () => {
    const proposal = { ...quoted(), is_pay_monthly: true, direct_debit: { collection_day: 1 } };
    expect(purchaseEmail(proposal, brand).text).toContain(
      'By monthly Direct Debit, a deposit of £128.37, then 10 monthly payments of £58.36, collected on day 1 of the month',
    );
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
