import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Proposal } from '../../../../schemas/generated/index';
import { setAnswer } from '../../../../tests/fixtures/index';
import { pages } from '../../journey';
import { renderApp } from '../../../../tests/support/render/renderApp';
import { fakeQuoteApi, quotedProposal, TEST_UUID } from '../../../../tests/support/fakes/fakeQuoteApi';

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
  await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 });
  return { api, user, ...view };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
/** The value beside a label of a section's description list. */
const valueOf = (sectionName: string, label: string) =>
  section(sectionName).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Summary page: the quote and the policy', () => {
  test('paying in full: the total, cover start, reference, endorsements, NCD, cover, documents and extras', async () => {
    await openSummary(proposalWith());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pages.pages.Summary.heading);
    expect(valueOf('Your quote total', 'Total price for the year')).toBe('£641.87');
    expect(screen.queryByRole('region', { name: 'Paying monthly' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Representative example' })).toBeNull();
    expect(valueOf('Cover start', 'Start date')).toBe('01/12/2026');
    expect(valueOf('Cover start', 'Start time')).toBe('00:01');
    expect(valueOf('Web reference', 'Your web reference')).toBe('10482-55317-90264');
    expect(
      section('Endorsements')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'A Thatcham-approved tracking device must be fitted and working.',
      'Tools are covered only while the van is locked and attended.',
    ]);
    expect(await section('No claims discount').findByText('6 years')).toBeVisible();
    expect(valueOf('No claims discount', 'No claims discount protected')).toBe('Yes');
    expect(valueOf('Cover and use', 'Type of cover')).toBe('Comprehensive');
    expect(valueOf('Cover and use', 'Use of the van')).toBe('Carriage of own goods');
    expect(valueOf('Cover and use', 'Voluntary excess')).toBe('£250.00');
    expect(valueOf('Cover and use', 'Compulsory excess')).toBe('£250.00');
    expect(section('Policy documents').getByRole('link', { name: 'Policy wording' })).toHaveAttribute(
      'href',
      '/docs/van-policy-wording.pdf',
    );
    expect(
      section('Policy documents').getByRole('link', { name: 'Insurance product information document' }),
    ).toHaveAttribute('href', '/docs/van-insurance-ipid.pdf');
    expect(valueOf('Optional extras', 'Motor legal protection')).toBe('£29.50 per year');
    expect(section('Optional extras').queryByText('Enhanced personal accident')).toBeNull();
  });

  test('paying monthly: the credit-check notice and the representative example', async () => {
    await openSummary(
      proposalWith((p) => {
        p.is_pay_monthly = true;
        setAnswer(p, 'quote.monthly_initial_payment', 61.2);
      }),
    );
    expect(valueOf('Your quote total', 'Total payable by monthly Direct Debit')).toBe('£711.96');
    expect(section('Paying monthly').getByText(/credit reference agency/)).toBeVisible();
    const example: [string, string][] = [
      ['Deposit', '£128.37'],
      ['Interest', '£70.09'],
      ['First instalment', '£61.20'],
      ['Representative APR', '32.9% APR'],
      ['Remaining instalments', '9 of £58.36'],
      ['Cash price', '£641.87'],
      ['Amount of credit', '£513.50'],
      ['Total amount payable', '£711.96'],
      ['Fixed interest rate', '13.65% a year (fixed)'],
      ['Agreement term', 'An initial 12 months'],
    ];
    for (const [label, value] of example) expect(valueOf('Representative example', label)).toBe(value);
  });

  test('cover and extras when nothing applies', async () => {
    await openSummary(
      proposalWith((p) => {
        setAnswer(p, 'quote.endorsements', []);
        for (const addon of p.quote?.addons ?? []) addon.is_selected = false;
      }),
    );
    expect(section('Endorsements').getByText('No endorsements apply to your policy.')).toBeVisible();
    expect(section('Optional extras').getByText('You have not added any optional extras.')).toBeVisible();
  });
});

describe('Summary page: check your answers', () => {
  test('each step with its answers and a Change link to that step of the edit form', async () => {
    await openSummary(proposalWith());
    const answers = section('Check your answers');
    expect(answers.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'About You',
      'About Your Van',
      'Your Details',
      'Your Driving',
      'Using the Van',
      'Cover Details',
      'Additional Drivers',
    ]);
    const question = answers.getByText('What is the current value of your van?', { selector: 'dt' });
    expect(question.nextElementSibling).toHaveTextContent('£16,500.00');
    expect(await answers.findByText('Carriage of own goods')).toBeVisible();
    expect(answers.getByRole('link', { name: 'Change About Your Van' })).toHaveAttribute(
      'href',
      `/quote/edit?uuid=${TEST_UUID}&step=2`,
    );
    expect(answers.getByRole('link', { name: 'Change Additional Drivers' })).toHaveAttribute(
      'href',
      `/quote/edit?uuid=${TEST_UUID}&step=7`,
    );
    expect(answers.queryByText('Who owns the van?')).toBeNull();
  });
});

describe('Summary page: confirm your details', () => {
  const tickAll = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('checkbox', { name: /answered all the questions honestly/ }));
    await user.click(screen.getByRole('checkbox', { name: /administration services contract/ }));
    await user.click(screen.getByRole('checkbox', { name: /excesses and endorsements/ }));
  };

  test('the e-mail address comes from the proposal; the placeholder mobile is blanked', async () => {
    await openSummary(proposalWith((p) => setAnswer(p, 'risk.proposer.phone_numbers.mobile', '01000000000')));
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('james.oconnor84@example.com');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('');
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    for (const answer of screen.getAllByRole('radio')) expect(answer).not.toBeChecked();
  });

  test('invalid: the form shows its errors and sends nothing', async () => {
    const { api, user, router } = await openSummary(
      proposalWith((p) => setAnswer(p, 'risk.proposer.phone_numbers.mobile', '01000000000')),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = (await screen.findByText('There is a problem')).closest('.error-summary') as HTMLElement;
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    expect(within(summary).getAllByRole('link').length).toBeGreaterThanOrEqual(5);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveFocus());
    expect(api.callsTo('POST', '/confirm')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/quote/summary');
  });

  test.each<[string, (p: Proposal) => void, string]>([
    ['paying in full goes to Payment', () => undefined, '/quote/payment'],
    ['paying monthly goes to Instalments', (p) => (p.is_pay_monthly = true), '/quote/instalments'],
    [
      'monthly answered in the form goes to Instalments',
      (p) => setAnswer(p, 'risk.duqs.is_pay_monthly', true),
      '/quote/instalments',
    ],
    ['a referred answer goes to SiraDeclined', (p) => setAnswer(p, 'quote.is_referred', true), '/declined'],
  ])('valid: sends the details; %s', async (_, change, pathname) => {
    const { api, user, router } = await openSummary(proposalWith(), { confirm: () => proposalWith(change) });
    const mobile = screen.getByRole('textbox', { name: /Mobile number/ });
    await user.clear(mobile);
    await user.type(mobile, '07700900456');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await tickAll(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
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
    await user.click(screen.getByRole('button', { name: 'Back to addons' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/addons'));
    expect(router.state.location.search).toBe(`?uuid=${TEST_UUID}`);
    expect(api.callsTo('POST', '/confirm')).toHaveLength(0);
  });
});
