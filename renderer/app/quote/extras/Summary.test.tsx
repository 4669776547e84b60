import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Proposal } from '../../../../schemas/generated/index';
import { setAnswer } from '../../../../tests/fixtures/index';
import { journey, pages } from '../../journey';
import checkout from '../../../../journey/content/checkout.json';
import extras from '../../../../journey/content/extras.json';
import form from '../../../../journey/content/form.json';
import price from '../../../../journey/content/price.json';
import catalogue from '../../../../journey/addons.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { formButton, option, optionName, question } from '../../../../tests/support/journey/journeyText';

const { summary: text, checkAnswers } = extras;
const example = price.breakdown.example;
const addonTitle = (code: string) => catalogue.addons.find((addon) => addon.code === code)?.title ?? code;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A question of the summary page's form (journey/forms/confirm-details), as its label starts. */
const confirmQuestion = (path: string) => new RegExp(escape(question(path, 'confirm-details')));
const continueName = formButton('confirm-details');
import { renderApp } from '../../../../tests/support/render/renderApp';
import { fakeQuoteApi, quotedProposal, TEST_UUID } from '../../../../tests/support/fakes/fakeQuoteApi';
import { WHOLE_APP } from '../../../../tests/support/render/priceTestKit';

const summaryPath = `/quote/summary?uuid=${TEST_UUID}`;

function proposalWith(change: (proposal: Proposal) => void = () => undefined): Proposal {
  const proposal = quotedProposal();
  change(proposal);
  return proposal;
}

async function openSummary(proposal: Proposal, answers?: Parameters<typeof fakeQuoteApi>[1]) {
  const api = fakeQuoteApi(proposal, answers);
  const user = userEvent.setup();
  const view = renderApp(summaryPath);
  // The confirm form compiles its checks when first drawn: a moment under test.
  await screen.findByRole('button', { name: continueName }, WHOLE_APP);
  return { api, user, ...view };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
/** The value beside a label of a section's description list. */
const valueOf = (sectionName: string, label: string) =>
  section(sectionName).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Summary page: the quote and the policy', () => {
  test('paying in full: the total, cover start, reference, endorsements, NCD, cover, documents and extras', async () => {
    await openSummary(proposalWith());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pages.pages.Summary.heading);
    expect(valueOf(text.totalHeading, text.annualTotal)).toBe('£641.87');
    expect(screen.queryByRole('region', { name: text.creditCheckHeading })).toBeNull();
    expect(screen.queryByRole('region', { name: text.exampleHeading })).toBeNull();
    expect(valueOf(text.coverStartHeading, text.coverStartDate)).toBe('01/12/2026');
    expect(valueOf(text.coverStartHeading, text.coverStartTime)).toBe(checkout.thankYou.coverStartTime);
    expect(valueOf(text.referenceHeading, text.referenceLabel)).toBe('10482-55317-90264');
    expect(
      section(text.endorsementsHeading)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'A Thatcham-approved tracking device must be fitted and working.',
      'Tools are covered only while the van is locked and attended.',
    ]);
    expect(await section(text.ncdHeading).findByText(optionName('ncd_years', 6))).toBeVisible();
    expect(valueOf(text.ncdHeading, text.ncdProtected)).toBe(form.engine.yes);
    expect(valueOf(text.coverHeading, text.coverType)).toBe(option('risk.vehicle.cover_type', 'C'));
    expect(valueOf(text.coverHeading, text.classOfUse)).toBe(option('risk.vehicle.class_of_use', 'OwnGoods'));
    expect(valueOf(text.coverHeading, text.voluntaryExcess)).toBe('£250.00');
    expect(valueOf(text.coverHeading, text.compulsoryExcess)).toBe('£250.00');
    const documents = section(text.documentsHeading);
    const named = (name: string) => new RegExp(`^${escape(name)} ${escape(price.excesses.newTab)}$`);
    const wording = documents.getByRole('link', {
      name: named(quotedProposal().quote?.wordings?.[0]?.text ?? ''),
    });
    expect(wording).toHaveAttribute('href', '/docs/van-policy-wording.pdf');
    expect(wording).toHaveAttribute('target', '_blank');
    expect(documents.getByRole('link', { name: named(text.ipid) })).toHaveAttribute(
      'href',
      '/docs/van-insurance-ipid.pdf',
    );
    // The added extra's own documents (LE), from the catalogue.
    const le = catalogue.addons.find((addon) => addon.code === 'LE');
    expect(
      documents.getByRole('link', { name: named(`${extras.addons.wording} (${addonTitle('LE')})`) }),
    ).toHaveAttribute('href', le?.wording_url ?? '');
    expect(valueOf(text.extrasHeading, addonTitle('LE'))).toBe(`£29.50 ${text.perYear}`);
    expect(section(text.extrasHeading).queryByText(addonTitle('PA'))).toBeNull();
  });

  test('paying monthly: the credit-check notice and the representative example', async () => {
    await openSummary(
      proposalWith((p) => {
        p.is_pay_monthly = true;
        setAnswer(p, 'quote.monthly_initial_payment', 61.2);
      }),
    );
    expect(valueOf(text.totalHeading, text.monthlyTotal)).toBe('£711.96');
    expect(section(text.creditCheckHeading).getByText(text.creditCheck[0] ?? '')).toBeVisible();
    const rows: [string, string][] = [
      [example.deposit, '£128.37'],
      [example.interest, '£70.09'],
      [example.firstInstalment, '£61.20'],
      [example.apr, fillTemplate(example.aprValue, { percent: '32.9' })],
      [example.remainingInstalments, fillTemplate(example.remainingValue, { count: 9, amount: '£58.36' })],
      [example.cashPrice, '£641.87'],
      [example.credit, '£513.50'],
      [example.totalPayable, '£711.96'],
      [example.fixedRate, fillTemplate(example.fixedRateValue, { percent: '13.65' })],
      [text.example.term, text.example.termValue],
    ];
    for (const [label, value] of rows) expect(valueOf(text.exampleHeading, label)).toBe(value);
  });

  test('cover and extras when nothing applies', async () => {
    await openSummary(
      proposalWith((p) => {
        setAnswer(p, 'quote.endorsements', []);
        for (const addon of p.quote?.addons ?? []) addon.is_selected = false;
      }),
    );
    expect(section(text.endorsementsHeading).getByText(text.noEndorsements)).toBeVisible();
    expect(section(text.extrasHeading).getByText(text.noExtras)).toBeVisible();
  });
});

describe('Summary page: check your answers', () => {
  test('each step with its answers and a Change link to that step of the edit form', async () => {
    await openSummary(proposalWith());
    const answers = section(checkAnswers.heading);
    const titles = journey.steps.map((step) => step.title);
    expect(answers.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(titles);
    const value = answers.getByText(question('risk.vehicle.value'), { selector: 'dt' });
    expect(value.nextElementSibling).toHaveTextContent('£16,500.00');
    expect(await answers.findByText(option('risk.vehicle.class_of_use', 'OwnGoods'))).toBeVisible();
    expect(answers.getByRole('link', { name: `${checkAnswers.change} ${titles[1]}` })).toHaveAttribute(
      'href',
      `/quote/edit?uuid=${TEST_UUID}&step=2`,
    );
    expect(answers.getByRole('link', { name: `${checkAnswers.change} ${titles[6]}` })).toHaveAttribute(
      'href',
      `/quote/edit?uuid=${TEST_UUID}&step=7`,
    );
    expect(answers.queryByText(question('risk.duqs.vehicle_owner'))).toBeNull();
  });

  test.each([true, false])(
    '"How would you like to pay?" is answered as chosen on the price page (monthly: %s), not as first answered in the form',
    async (monthly) => {
      await openSummary(
        proposalWith((p) => {
          p.risk!.duqs!.is_pay_monthly = !monthly;
          p.is_pay_monthly = monthly;
        }),
      );
      const answers = section(checkAnswers.heading);
      const payment = answers.getByText(question('risk.duqs.is_pay_monthly'), { selector: 'dt' });
      // The options' names come with the reference lists, a moment after the page.
      await waitFor(() =>
        expect(payment.nextElementSibling).toHaveTextContent(option('risk.duqs.is_pay_monthly', monthly)),
      );
    },
  );
});

describe('Summary page: confirm your details', () => {
  const tickAll = async (user: ReturnType<typeof userEvent.setup>) => {
    for (const declaration of ['answered_honestly', 'agreed_terms', 'agreed_excesses'])
      await user.click(
        screen.getByRole('checkbox', { name: confirmQuestion(`declarations.${declaration}`) }),
      );
  };

  test('the e-mail address comes from the proposal; the placeholder mobile is blanked', async () => {
    await openSummary(proposalWith((p) => setAnswer(p, 'risk.proposer.phone_numbers.mobile', '01000000000')));
    expect(screen.getByRole('textbox', { name: confirmQuestion('risk.proposer.email_address') })).toHaveValue(
      'james.oconnor84@example.com',
    );
    expect(
      screen.getByRole('textbox', { name: confirmQuestion('risk.proposer.phone_numbers.mobile') }),
    ).toHaveValue('');
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    for (const answer of screen.getAllByRole('radio')) expect(answer).not.toBeChecked();
  });

  test('invalid: the form shows its errors and sends nothing', async () => {
    const { api, user, router } = await openSummary(
      proposalWith((p) => setAnswer(p, 'risk.proposer.phone_numbers.mobile', '01000000000')),
    );
    await user.click(screen.getByRole('button', { name: continueName }));
    const summary = (await screen.findByText(form.engine.errorSummaryTitle)).closest(
      '.error-summary',
    ) as HTMLElement;
    expect(within(summary).getByRole('heading', { name: form.engine.errorSummaryTitle })).toBeVisible();
    expect(within(summary).getAllByRole('link').length).toBeGreaterThanOrEqual(5);
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: confirmQuestion('risk.proposer.phone_numbers.mobile') }),
      ).toHaveFocus(),
    );
    expect(api.callsTo('POST', '/confirm')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/quote/summary');
  });

  test.each<[string, (p: Proposal) => void, string]>([
    ['paying in full goes to Payment', () => undefined, '/quote/payment'],
    ['paying monthly goes to Instalments', (p) => (p.is_pay_monthly = true), '/quote/instalments'],
    [
      'monthly answered in the form (no choice made on the price page) goes to Instalments',
      (p) => {
        setAnswer(p, 'risk.duqs.is_pay_monthly', true);
        delete p.is_pay_monthly;
      },
      '/quote/instalments',
    ],
    ['a referred answer goes to SiraDeclined', (p) => setAnswer(p, 'quote.is_referred', true), '/declined'],
  ])('valid: sends the details; %s', async (_, change, pathname) => {
    const { api, user, router } = await openSummary(proposalWith(), { confirm: () => proposalWith(change) });
    const mobile = screen.getByRole('textbox', {
      name: confirmQuestion('risk.proposer.phone_numbers.mobile'),
    });
    await user.clear(mobile);
    await user.type(mobile, '07700900456');
    await user.click(screen.getByRole('radio', { name: form.engine.yes }));
    await tickAll(user);
    await user.click(screen.getByRole('button', { name: continueName }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(api.callsTo('POST', '/confirm').map((call) => call.body)).toEqual([
      {
        risk: {
          proposer: {
            email_address: 'james.oconnor84@example.com',
            phone_numbers: { mobile: '07700900456' },
          },
        },
        consent_to_auto_renew: true,
        declarations: { answered_honestly: true, agreed_terms: true, agreed_excesses: true },
      },
    ]);
    if (pathname !== '/declined') expect(router.state.location.search).toBe(`?uuid=${TEST_UUID}`);
  });

  test('Back to addons goes to the add-ons page', async () => {
    const { api, user, router } = await openSummary(proposalWith());
    await user.click(screen.getByRole('button', { name: text.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/addons'));
    expect(router.state.location.search).toBe(`?uuid=${TEST_UUID}`);
    expect(api.callsTo('POST', '/confirm')).toHaveLength(0);
  });
});

describe('Summary page: a quote another window changed first', () => {
  test('the confirm is refused: the latest quote and details are shown, the declarations asked again, and the notice says so', async () => {
    const stored = proposalWith();
    const { api, user, router } = await openSummary(stored, {
      confirm: () => ({ status: 409, body: { error: 'conflict', message: 'The proposal was changed.' } }),
    });
    // Another window changes the quote and the e-mail address.
    stored.quote!.premium = 702.5;
    setAnswer(stored, 'risk.proposer.email_address', 'jim@example.com');
    await user.click(screen.getByRole('radio', { name: form.engine.yes }));
    for (const declaration of ['answered_honestly', 'agreed_terms', 'agreed_excesses'])
      await user.click(
        screen.getByRole('checkbox', { name: confirmQuestion(`declarations.${declaration}`) }),
      );
    await user.click(screen.getByRole('button', { name: continueName }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(text.changedElsewhere);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(router.state.location.pathname).toBe('/quote/summary');
    expect(api.callsTo('POST', '/confirm')).toHaveLength(1);
    expect(valueOf(text.totalHeading, text.annualTotal)).toBe('£702.50');
    expect(
      await screen.findByRole('textbox', { name: confirmQuestion('risk.proposer.email_address') }, WHOLE_APP),
    ).toHaveValue('jim@example.com');
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });
});
