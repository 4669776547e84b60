import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Proposal, QuoteAddon } from '../../../../schemas/generated/index';
import { setAnswer } from '../../../../tests/fixtures/index';
import { pages } from '../../journey';
import extras from '../../../../journey/content/extras.json';
import catalogue from '../../../../journey/addons.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { renderApp } from '../../../../tests/support/render/renderApp';
import { fakeQuoteApi, quotedProposal, TEST_UUID } from '../../../../tests/support/fakes/fakeQuoteApi';
import { WHOLE_APP } from '../../../../tests/support/render/priceTestKit';

const addonsPath = `/quote/addons?uuid=${TEST_UUID}`;
// The page's words, read from journey/content/extras.json and journey/addons.json.
const text = extras.addons;
const basketText = extras.basket;
const title = (code: string) => catalogue.addons.find((addon) => addon.code === code)?.title ?? code;
const feature = (code: string) =>
  catalogue.breakdown_features.find((candidate) => candidate.code === code)?.text ?? code;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The button (or card) whose name starts with an add-on's title. */
const startingWith = (code: string) => new RegExp(`^${escape(title(code))}`);
const PA = title('PA');
const LE = title('LE');
const KEY = title('KEY');
const TO = title('TO');
const allTiers: QuoteAddon[] = [
  { code: 'SAB1', description: `Breakdown: ${title('SAB1')}`, premium: 29, is_selected: null },
  { code: 'SAB2', description: `Breakdown: ${title('SAB2')}`, premium: 45, is_selected: null },
  { code: 'SAB3', description: `Breakdown: ${title('SAB3')}`, premium: 59, is_selected: null },
  { code: 'SAB4', description: `Breakdown: ${title('SAB4')}`, premium: 79, is_selected: null },
  { code: 'SABEU', description: `Breakdown: ${title('SABEU')}`, premium: 119, is_selected: null },
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
  await screen.findByRole('heading', { level: 2, name: text.coversHeading });
  return { api, user, ...view };
}

const card = (code: string) => screen.getByRole('button', { name: startingWith(code) }).closest('li')!;
const button = (name: string) => screen.getByRole('button', { name });
const basket = () => screen.getByRole('complementary', { name: basketText.heading });
const addedExtras = () =>
  within(basket())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.basket__line-title')?.textContent);
const table = () => screen.getByRole('table', { name: text.breakdownCaption });

describe('Add-ons page: the cards', () => {
  test('a card per optional cover, never a breakdown tier; the first unanswered one is open', async () => {
    await openAddons(proposalWith());
    const cards = within(screen.getByRole('list', { name: text.coversHeading }));
    expect(cards.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      `${PA} ${text.status.unanswered}`,
      `${LE} ${text.status.added}`,
      `${KEY} ${text.status.declined}`,
      `${TO} ${text.status.unanswered}`,
    ]);
    const pa = within(card('PA'));
    expect(pa.getByRole('button', { name: startingWith('PA') })).toHaveAttribute('aria-expanded', 'true');
    expect(pa.getByText(catalogue.addons.find((addon) => addon.code === 'PA')?.headline ?? '')).toBeVisible();
    expect(pa.getByText('£19.99')).toBeVisible();
    expect(pa.getByRole('link', { name: new RegExp(escape(text.ipid)) })).toHaveAttribute(
      'href',
      '/documents/personal-accident-ipid',
    );
    expect(pa.getByRole('link', { name: new RegExp(escape(text.wording)) })).toHaveAttribute(
      'href',
      '/documents/personal-accident-wording',
    );
    expect(within(card('TO')).getByRole('button', { name: startingWith('TO') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test("the quote's answers as given: added shows Included, declined No Thanks, none chosen for PA", async () => {
    const { user } = await openAddons(proposalWith());
    await user.click(screen.getByRole('button', { name: startingWith('LE') }));
    await user.click(screen.getByRole('button', { name: startingWith('KEY') }));
    expect(button(`${text.added} ${LE}`)).toHaveAttribute('aria-pressed', 'true');
    expect(button(`${text.decline} ${KEY}`)).toHaveAttribute('aria-pressed', 'true');
    expect(button(`${text.add} ${PA}`)).toHaveAttribute('aria-pressed', 'false');
    expect(button(`${text.decline} ${PA}`)).toHaveAttribute('aria-pressed', 'false');
    expect(card('PA')).toHaveTextContent(text.status.unanswered);
  });

  test('an add-on goes from unanswered to added to declined', async () => {
    const { user } = await openAddons(proposalWith());
    await user.click(button(`${text.add} ${PA}`));
    expect(button(`${text.added} ${PA}`)).toHaveAttribute('aria-pressed', 'true');
    expect(card('PA')).toHaveTextContent(text.status.added);
    await user.click(button(`${text.decline} ${PA}`));
    expect(button(`${text.decline} ${PA}`)).toHaveAttribute('aria-pressed', 'true');
    expect(button(`${text.add} ${PA}`)).toHaveAttribute('aria-pressed', 'false');
    expect(card('PA')).toHaveTextContent(text.status.declined);
  });

  test('Next closes the card, opens the next one and moves focus to it', async () => {
    const { user } = await openAddons(proposalWith());
    await user.click(button(`${text.next} ${PA}`));
    const legal = screen.getByRole('button', { name: startingWith('LE') });
    expect(legal).toHaveAttribute('aria-expanded', 'true');
    expect(legal).toHaveFocus();
    expect(screen.getByRole('button', { name: startingWith('PA') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: startingWith('TO') }));
    await user.click(button(`${text.next} ${TO}`));
    expect(screen.getByRole('heading', { level: 2, name: text.breakdownHeading })).toHaveFocus();
  });

  test('Continue is disabled until every cover (not breakdown) has an answer', async () => {
    const { user } = await openAddons(proposalWith());
    const next = button(text.continue);
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(text.continueHint);
    await user.click(button(`${text.add} ${PA}`));
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: startingWith('TO') }));
    await user.click(button(`${text.decline} ${TO}`));
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
    expect(headers).toEqual([text.featureColumn, ...['SAB1', 'SAB2', 'SAB3', 'SAB4', 'SABEU'].map(title)]);
    const recovery = within(table())
      .getByRole('rowheader', { name: feature('RECOVERY') })
      .closest('tr')!;
    expect(within(recovery).getAllByText(text.included)).toHaveLength(3);
    expect(within(recovery).getAllByText(text.notIncluded)).toHaveLength(2);
    expect(within(table()).getByRole('rowheader', { name: feature('ROADSIDE') })).toBeVisible();
    expect(within(table()).getByText('£119.00')).toBeVisible();
  });

  test('local haulage: the tiers its quote offers, without the European one the ratebook leaves out', async () => {
    await openAddons(
      proposalWith((p) => {
        setAnswer(p, 'risk.vehicle.class_of_use', 'LocalHaul');
        p.quote!.addons = p.quote!.addons!.filter((addon) => addon.code !== 'SABEU');
      }),
    );
    expect(within(table()).queryByRole('columnheader', { name: title('SABEU') })).toBeNull();
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(5);
  });

  test('a European tier the quote offers for local haulage is shown: the ratebook decides what is offered', async () => {
    await openAddons(proposalWith((p) => setAnswer(p, 'risk.vehicle.class_of_use', 'LocalHaul')));
    expect(within(table()).getByRole('columnheader', { name: title('SABEU') })).toBeVisible();
  });

  test('one tier at a time: another deselects the current one; the same one again deselects it', async () => {
    const { user } = await openAddons(proposalWith());
    await user.click(button(`${text.add} ${title('SAB1')}`));
    expect(button(`${text.added} ${title('SAB1')}`)).toHaveAttribute('aria-pressed', 'true');
    await user.click(button(`${text.add} ${title('SAB2')}`));
    expect(button(`${text.added} ${title('SAB2')}`)).toHaveAttribute('aria-pressed', 'true');
    expect(button(`${text.add} ${title('SAB1')}`)).toHaveAttribute('aria-pressed', 'false');
    // The basket names a tier as breakdown cover, as the quote describes it.
    expect(addedExtras()).toEqual([LE, fillTemplate(text.breakdownQuoteLine, { title: title('SAB2') })]);
    await user.click(button(`${text.added} ${title('SAB2')}`));
    expect(
      within(table()).queryAllByRole('button', { name: new RegExp(`^${escape(text.added)}`) }),
    ).toHaveLength(0);
    expect(addedExtras()).toEqual([LE]);
  });
});

describe('Add-ons page: the basket', () => {
  test('paying in full: the single payment, the premium subtotal and the added extras', async () => {
    await openAddons(proposalWith());
    const panel = within(basket());
    expect(panel.getByText(basketText.singlePayment).nextElementSibling).toHaveTextContent('£641.87');
    expect(panel.getByText(basketText.subtotal).nextElementSibling).toHaveTextContent('£612.37');
    expect(panel.getByRole('listitem')).toHaveTextContent(`${LE}£29.50${basketText.remove}`);
  });

  test('paying monthly: the deposit and instalments', async () => {
    await openAddons(proposalWith((p) => (p.is_pay_monthly = true)));
    const panel = within(basket());
    expect(panel.getByText(basketText.deposit).nextElementSibling).toHaveTextContent('£128.37');
    expect(panel.getByText(basketText.instalments).nextElementSibling).toHaveTextContent('10 × £58.36');
    expect(panel.getByText(basketText.totalPayable).nextElementSibling).toHaveTextContent('£711.96');
  });

  test('an added extra updates the price; Remove sets it to not selected', async () => {
    const { user } = await openAddons(proposalWith());
    await user.click(button(`${text.add} ${PA}`));
    expect(within(basket()).getByText(basketText.singlePayment).nextElementSibling).toHaveTextContent(
      '£661.86',
    );
    await user.click(within(basket()).getByRole('button', { name: `${basketText.remove} ${LE}` }));
    await user.click(within(basket()).getByRole('button', { name: `${basketText.remove} ${PA}` }));
    expect(within(basket()).getByText(basketText.none)).toBeVisible();
    expect(within(basket()).getByText(basketText.singlePayment).nextElementSibling).toHaveTextContent(
      '£612.37',
    );
    await user.click(screen.getByRole('button', { name: startingWith('LE') }));
    expect(button(`${text.decline} ${LE}`)).toHaveAttribute('aria-pressed', 'true');
    expect(button(`${text.decline} ${PA}`)).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Add-ons page: leaving', () => {
  test('changed answers: Continue sends every answer, then goes to Summary', async () => {
    const saved = proposalWith(answered);
    const { api, user, router } = await openAddons(proposalWith(), { addons: () => saved });
    await user.click(button(`${text.add} ${PA}`));
    await user.click(screen.getByRole('button', { name: startingWith('TO') }));
    await user.click(button(`${text.decline} ${TO}`));
    await user.click(button(`${text.add} ${title('SAB3')}`));
    await user.click(button(text.continue));
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
      await screen.findByRole('heading', { level: 1, name: pages.pages.Summary.heading }, WHOLE_APP),
    ).toBeVisible();
  });

  test('the loading overlay shows while the quote is made again', async () => {
    let release: (proposal: Proposal) => void = () => undefined;
    const saving = new Promise<Proposal>((resolve) => (release = resolve));
    const { user, router } = await openAddons(proposalWith(answered), { addons: () => saving });
    await user.click(button(`${text.add} ${title('SAB1')}`));
    await user.click(button(text.continue));
    expect(await screen.findByRole('dialog', { name: pages.loading.updating.title })).toHaveTextContent(
      pages.loading.updating.text,
    );
    release(proposalWith(answered));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/summary'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('unchanged answers: Continue makes no call and goes to Summary', async () => {
    const { api, user, router } = await openAddons(proposalWith(answered));
    await user.click(button(text.continue));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/summary'));
    expect(api.callsTo('POST', '/addons')).toHaveLength(0);
  });

  test('unchanged answers: Back makes no call and goes to the price', async () => {
    const { api, user, router } = await openAddons(proposalWith());
    await user.click(button(text.back));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment-option'));
    expect(router.state.location.search).toBe(`?uuid=${TEST_UUID}`);
    expect(api.callsTo('POST', '/addons')).toHaveLength(0);
  });

  test('changed answers: Back sends them first, then goes to the price', async () => {
    const { api, user, router } = await openAddons(proposalWith());
    await user.click(within(basket()).getByRole('button', { name: `${basketText.remove} ${LE}` }));
    await user.click(button(text.back));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment-option'));
    expect(api.callsTo('POST', '/addons')).toHaveLength(1);
    expect(api.callsTo('POST', '/addons')[0]?.body).toMatchObject({
      addons: expect.arrayContaining([{ code: 'LE', is_selected: false }]),
    });
  });

  test('a referred answer goes to SiraDeclined', async () => {
    const referred = proposalWith((p) => setAnswer(p, 'quote.is_referred', true));
    const { user, router } = await openAddons(proposalWith(answered), { addons: () => referred });
    await user.click(button(`${text.add} ${title('SAB1')}`));
    await user.click(button(text.continue));
    await waitFor(() => expect(router.state.location.pathname).toBe('/declined'));
  });
});

describe('Add-ons page: a quote another window changed first', () => {
  test('the choice is refused: nothing is chosen, the latest quote is drawn afresh, and the notice says so', async () => {
    const stored = proposalWith(answered);
    const { api, user, router } = await openAddons(stored, {
      addons: () => ({ status: 409, body: { error: 'conflict', message: 'The proposal was changed.' } }),
    });
    // Another window changes the quote: a new price, and Key cover now added.
    stored.quote!.premium = 702.5;
    for (const addon of stored.quote!.addons!) if (addon.code === 'KEY') addon.is_selected = true;
    await user.click(button(`${text.add} ${title('SAB1')}`));
    await user.click(button(text.continue));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(text.changedElsewhere);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(router.state.location.pathname).toBe('/quote/addons');
    expect(api.callsTo('POST', '/addons')).toHaveLength(1);
    // The choices start from the latest quote's: the breakdown tier this page chose is not kept.
    expect(button(`${text.add} ${title('SAB1')}`)).toHaveAttribute('aria-pressed', 'false');
    expect(addedExtras()).toEqual([LE, KEY]);
    expect(within(basket()).getByText(basketText.singlePayment).nextElementSibling).toHaveTextContent(
      '£702.50',
    );
  });
});
