import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Proposal, QuoteAddon } from '../../../../schemas/generated/index';
import { setAnswer } from '../../../../tests/fixtures/index';
import { pages } from '../../journey';
import { renderApp } from '../../../../tests/support/render/renderApp';
import { fakeQuoteApi, quotedProposal, TEST_UUID } from '../../../../tests/support/fakes/fakeQuoteApi';

const addonsPath = `/quote/addons?uuid=${TEST_UUID}`;
const allTiers: QuoteAddon[] = [
  { code: 'SAB1', description: 'Breakdown: Roadside', premium: 29, is_selected: null },
  { code: 'SAB2', description: 'Breakdown: Roadside & at Home', premium: 45, is_selected: null },
  { code: 'SAB3', description: 'Breakdown: Roadside, at Home & Recovery', premium: 59, is_selected: null },
  { code: 'SAB4', description: 'Breakdown: all UK', premium: 79, is_selected: null },
  { code: 'SABEU', description: 'Breakdown: European', premium: 119, is_selected: null },
];

/** The fixture's quote with every breakdown tier offered (and the given changes). */
function proposalWith(change: (proposal: Proposal) => void = () => undefined): Proposal {
  const proposal = quotedProposal();
  const covers = (proposal.quote?.addons ?? []).filter((addon) => !addon.code.includes('SAB'));
  proposal.quote = { ...proposal.quote, addons: [...covers, ...allTiers] };
  change(proposal);
  return proposal;
}

/** Every cover answered in the quote already: PA and TO declined. */
const answered = (proposal: Proposal) => {
  for (const addon of proposal.quote?.addons ?? [])
    if (addon.code === 'PA' || addon.code === 'TO') addon.is_selected = false;
};

async function openAddons(proposal: Proposal, answers?: Parameters<typeof fakeQuoteApi>[1]) {
  const api = fakeQuoteApi(proposal, answers);
  const user = userEvent.setup();
  const view = renderApp(addonsPath);
  await screen.findByRole('heading', { level: 2, name: 'Extra cover' });
  return { api, user, ...view };
}

const card = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) }).closest('li')!;
const button = (name: string) => screen.getByRole('button', { name });
const basket = () => screen.getByRole('complementary', { name: 'Your basket' });
const addedExtras = () =>
  within(basket())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.basket__line-title')?.textContent);
const table = () => screen.getByRole('table', { name: 'Our breakdown cover compared' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Add-ons page: the cards', () => {
  test('a card per optional cover, never a breakdown tier; the first unanswered one is open', async () => {
    await openAddons(proposalWith());
    const cards = within(screen.getByRole('list', { name: 'Extra cover' }));
    expect(cards.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Enhanced personal accident Not answered yet',
      'Motor legal protection Added',
      'Key cover Not added',
      'Tool cover Not answered yet',
    ]);
    const pa = within(card('Enhanced personal accident'));
    expect(pa.getByRole('button', { name: /^Enhanced personal accident/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(pa.getByText(/Up to £25,000 for each person/)).toBeVisible();
    expect(pa.getByText('£19.99')).toBeVisible();
    expect(pa.getByRole('link', { name: /Insurance product information document/ })).toHaveAttribute(
      'href',
      '/docs/personal-accident-ipid.pdf',
    );
    expect(pa.getByRole('link', { name: /Policy wording/ })).toHaveAttribute(
      'href',
      '/docs/personal-accident-wording.pdf',
    );
    expect(within(card('Tool cover')).getByRole('button', { name: /^Tool cover/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test("the quote's answers as given: added shows Included, declined No Thanks, none chosen for PA", async () => {
    const { user } = await openAddons(proposalWith());
    await user.click(screen.getByRole('button', { name: /^Motor legal protection/ }));
    await user.click(screen.getByRole('button', { name: /^Key cover/ }));
    expect(button('Included Motor legal protection')).toHaveAttribute('aria-pressed', 'true');
    expect(button('No Thanks Key cover')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Add to quote Enhanced personal accident')).toHaveAttribute('aria-pressed', 'false');
    expect(button('No Thanks Enhanced personal accident')).toHaveAttribute('aria-pressed', 'false');
    expect(card('Enhanced personal accident')).toHaveTextContent('Not answered yet');
  });

  test('an add-on goes from unanswered to added to declined', async () => {
    const { user } = await openAddons(proposalWith());
    await user.click(button('Add to quote Enhanced personal accident'));
    expect(button('Included Enhanced personal accident')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Enhanced personal accident')).toHaveTextContent('Added');
    await user.click(button('No Thanks Enhanced personal accident'));
    expect(button('No Thanks Enhanced personal accident')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Add to quote Enhanced personal accident')).toHaveAttribute('aria-pressed', 'false');
    expect(card('Enhanced personal accident')).toHaveTextContent('Not added');
  });

  test('Next closes the card, opens the next one and moves focus to it', async () => {
    const { user } = await openAddons(proposalWith());
    await user.click(button('Next Enhanced personal accident'));
    const legal = screen.getByRole('button', { name: /^Motor legal protection/ });
    expect(legal).toHaveAttribute('aria-expanded', 'true');
    expect(legal).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Enhanced personal accident/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: /^Tool cover/ }));
    await user.click(button('Next Tool cover'));
    expect(screen.getByRole('heading', { level: 2, name: 'Breakdown cover' })).toHaveFocus();
  });

  test('Continue is disabled until every cover (not breakdown) has an answer', async () => {
    const { user } = await openAddons(proposalWith());
    const next = button('Continue');
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(/choose Add to quote or No Thanks/);
    await user.click(button('Add to quote Enhanced personal accident'));
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Tool cover/ }));
    await user.click(button('No Thanks Tool cover'));
    expect(next).toBeEnabled();
    expect(within(table()).queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });
});

describe('Add-ons page: breakdown cover', () => {
  test('four tiers and the European one, with their features and prices', async () => {
    await openAddons(proposalWith());
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'What you get',
      'Roadside',
      'Roadside & at Home',
      'Roadside, at Home & Recovery',
      'Roadside, at Home, Recovery & Onward Travel',
      'European',
    ]);
    const recovery = within(table())
      .getByRole('rowheader', { name: /up to 8 people/ })
      .closest('tr')!;
    expect(within(recovery).getAllByText('Included')).toHaveLength(3);
    expect(within(recovery).getAllByText('Not included')).toHaveLength(2);
    expect(
      within(table()).getByRole('rowheader', { name: /quarter of a mile or more from home/ }),
    ).toBeVisible();
    expect(within(table()).getByText('£119.00')).toBeVisible();
  });

  test('no European tier for local haulage', async () => {
    await openAddons(proposalWith((p) => setAnswer(p, 'risk.vehicle.class_of_use', 'LocalHaul')));
    expect(within(table()).queryByRole('columnheader', { name: 'European' })).toBeNull();
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(5);
  });

  test('one tier at a time: another deselects the current one; the same one again deselects it', async () => {
    const { user } = await openAddons(proposalWith());
    await user.click(button('Add to quote Roadside'));
    expect(button('Included Roadside')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Add to quote Roadside & at Home'));
    expect(button('Included Roadside & at Home')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Add to quote Roadside')).toHaveAttribute('aria-pressed', 'false');
    expect(addedExtras()).toEqual(['Motor legal protection', 'Roadside & at Home']);
    await user.click(button('Included Roadside & at Home'));
    expect(within(table()).queryAllByRole('button', { name: /^Included/ })).toHaveLength(0);
    expect(addedExtras()).toEqual(['Motor legal protection']);
  });
});

describe('Add-ons page: the basket', () => {
  test('paying in full: the single payment, the premium subtotal and the added extras', async () => {
    await openAddons(proposalWith());
    const panel = within(basket());
    expect(panel.getByText('Single payment').nextElementSibling).toHaveTextContent('£641.87');
    expect(panel.getByText('Van insurance premium').nextElementSibling).toHaveTextContent('£612.37');
    expect(panel.getByRole('listitem')).toHaveTextContent(/^Motor legal protection£29\.50Remove/);
  });

  test('paying monthly: the deposit and instalments', async () => {
    await openAddons(proposalWith((p) => (p.is_pay_monthly = true)));
    const panel = within(basket());
    expect(panel.getByText('Deposit').nextElementSibling).toHaveTextContent('£128.37');
    expect(panel.getByText('Monthly instalments').nextElementSibling).toHaveTextContent('10 × £58.36');
    expect(panel.getByText('Total payable').nextElementSibling).toHaveTextContent('£711.96');
  });

  test('an added extra updates the price; Remove sets it to not selected', async () => {
    const { user } = await openAddons(proposalWith());
    await user.click(button('Add to quote Enhanced personal accident'));
    expect(within(basket()).getByText('Single payment').nextElementSibling).toHaveTextContent('£661.86');
    await user.click(within(basket()).getByRole('button', { name: 'Remove Motor legal protection' }));
    await user.click(within(basket()).getByRole('button', { name: 'Remove Enhanced personal accident' }));
    expect(within(basket()).getByText('No addons selected')).toBeVisible();
    expect(within(basket()).getByText('Single payment').nextElementSibling).toHaveTextContent('£612.37');
    await user.click(screen.getByRole('button', { name: /^Motor legal protection/ }));
    expect(button('No Thanks Motor legal protection')).toHaveAttribute('aria-pressed', 'true');
    expect(button('No Thanks Enhanced personal accident')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Add-ons page: leaving', () => {
  test('changed answers: Continue sends every answer, then goes to Summary', async () => {
    const saved = proposalWith(answered);
    const { api, user, router } = await openAddons(proposalWith(), { addons: () => saved });
    await user.click(button('Add to quote Enhanced personal accident'));
    await user.click(screen.getByRole('button', { name: /^Tool cover/ }));
    await user.click(button('No Thanks Tool cover'));
    await user.click(button('Add to quote Roadside, at Home & Recovery'));
    await user.click(button('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/summary'));
    expect(router.state.location.search).toBe(`?uuid=${TEST_UUID}`);
    expect(api.callsTo('POST', '/addons').map((call) => call.body)).toEqual([
      {
        addons: [
          { code: 'PA', is_selected: true },
          { code: 'LE', is_selected: true },
          { code: 'KEY', is_selected: false },
          { code: 'TO', is_selected: false },
          { code: 'SAB1', is_selected: null },
          { code: 'SAB2', is_selected: null },
          { code: 'SAB3', is_selected: true },
          { code: 'SAB4', is_selected: null },
          { code: 'SABEU', is_selected: null },
        ],
      },
    ]);
    // The summary draws the confirm form: compiling its checks takes a moment under test.
    expect(
      await screen.findByRole('heading', { level: 1, name: pages.pages.Summary.heading }, { timeout: 5000 }),
    ).toBeVisible();
  });

  test('the loading overlay shows while the quote is made again', async () => {
    let release: (proposal: Proposal) => void = () => undefined;
    const saving = new Promise<Proposal>((resolve) => (release = resolve));
    const { user, router } = await openAddons(proposalWith(answered), { addons: () => saving });
    await user.click(button('Add to quote Roadside'));
    await user.click(button('Continue'));
    expect(await screen.findByRole('dialog', { name: pages.loading.updating.title })).toHaveTextContent(
      pages.loading.updating.text,
    );
    release(proposalWith(answered));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/summary'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('unchanged answers: Continue makes no call and goes to Summary', async () => {
    const { api, user, router } = await openAddons(proposalWith(answered));
    await user.click(button('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/summary'));
    expect(api.callsTo('POST', '/addons')).toHaveLength(0);
  });

  test('unchanged answers: Back makes no call and goes to the price', async () => {
    const { api, user, router } = await openAddons(proposalWith());
    await user.click(button('Back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment-option'));
    expect(router.state.location.search).toBe(`?uuid=${TEST_UUID}`);
    expect(api.callsTo('POST', '/addons')).toHaveLength(0);
  });

  test('changed answers: Back sends them first, then goes to the price', async () => {
    const { api, user, router } = await openAddons(proposalWith());
    await user.click(within(basket()).getByRole('button', { name: 'Remove Motor legal protection' }));
    await user.click(button('Back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment-option'));
    expect(api.callsTo('POST', '/addons')).toHaveLength(1);
    expect(api.callsTo('POST', '/addons')[0]?.body).toMatchObject({
      addons: expect.arrayContaining([{ code: 'LE', is_selected: false }]),
    });
  });

  test('a referred answer goes to SiraDeclined', async () => {
    const referred = proposalWith((p) => setAnswer(p, 'quote.is_referred', true));
    const { user, router } = await openAddons(proposalWith(answered), { addons: () => referred });
    await user.click(button('Add to quote Roadside'));
    await user.click(button('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/declined'));
  });
});
