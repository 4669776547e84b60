import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from '../../../../tests/support/consoleGuard';
import { addDays } from '../../../../tests/support/journey/days';
import {
  answered,
  NOW,
  pricedProposal,
  renderPricePage,
  UUID,
  withTestClock,
  WHOLE_APP,
} from '../../../../tests/support/render/priceTestKit';
import price from '../../../../journey/content/price.json';
import { question, questionMessage, questionNumber } from '../../../../tests/support/journey/journeyText';

withTestClock();

const update = 'POST /json/proposal/update';
const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
const continueButton = () => screen.getByRole('button', { name: price.actions.continue });
const startDateBox = () =>
  within(section(price.startDate.heading)).getByRole('textbox', {
    name: question('risk.start_date', 'start-date'),
  });

async function typeStartDate(user: ReturnType<typeof userEvent.setup>, digits: string) {
  await user.clear(startDateBox());
  await user.type(startDateBox(), digits);
}

describe('price page: changes that requote', WHOLE_APP, () => {
  test('a new start date shows Confirm & requote and holds Continue until it is requoted', async () => {
    const user = userEvent.setup();
    const start = pricedProposal();
    const requoted = answered(start, (p) => {
      p.risk!.start_date = '2026-12-05';
      p.quote!.premium = 655.1;
    });
    const { callsTo } = await renderPricePage(start, { [update]: { body: { data: requoted } } });
    const dates = section(price.startDate.heading);
    expect(within(dates).queryByRole('button', { name: price.startDate.confirm })).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();

    await typeStartDate(user, '05122026');
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText(price.actions.changePending)).toBeInTheDocument();
    await user.click(within(dates).getByRole('button', { name: price.startDate.confirm }));

    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(callsTo(update)).toHaveLength(1);
    expect(callsTo(update)[0]?.body).toEqual({ ...start, risk: { ...start.risk, start_date: '2026-12-05' } });
    expect(within(dates).queryByRole('button', { name: price.startDate.confirm })).not.toBeInTheDocument();
    expect(
      screen.getByRole('radio', {
        name: new RegExp(price.paymentMethod.full.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      }),
    ).toHaveAccessibleName(/£655\.10/);
    expect(within(section(price.coverDetails.heading)).getByText('05/12/2026')).toBeInTheDocument();
  });

  test('a change another window saved first: the page shows that quote and says so', async () => {
    const user = userEvent.setup();
    const stored = pricedProposal();
    const { router } = await renderPricePage(stored, {
      [update]: { status: 409, body: { error: 'conflict', message: 'The proposal was changed.' } },
    });
    // Another window changes the start date; this one's requote is then refused.
    stored.risk!.start_date = '2026-12-07';
    await typeStartDate(user, '05122026');
    await user.click(
      within(section(price.startDate.heading)).getByRole('button', { name: price.startDate.confirm }),
    );
    const notice = await screen.findByRole('dialog', { name: price.modals.changedElsewhere.title });
    expect(notice).toHaveTextContent(price.modals.changedElsewhere.paragraphs[0]!);
    expect(within(section(price.coverDetails.heading)).getByText('07/12/2026')).toBeInTheDocument();
    expect(startDateBox()).toHaveValue('07/12/2026');
    expect(router.state.location.pathname).toBe('/quote/payment-option');
    await user.click(within(notice).getByRole('button', { name: price.modals.changedElsewhere.button }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus the notice had goes to the section of the answer changed, not to the page.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: price.startDate.heading })).toHaveFocus(),
    );
  });

  test('once requoted, the focus the Confirm & requote button had goes to its section, not the page', async () => {
    const user = userEvent.setup();
    const start = pricedProposal();
    const requoted = answered(start, (p) => {
      p.risk!.start_date = '2026-12-05';
    });
    await renderPricePage(start, { [update]: { body: { data: requoted } } });
    await typeStartDate(user, '05122026');
    within(section(price.startDate.heading)).getByRole('button', { name: price.startDate.confirm }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: price.startDate.heading })).toHaveFocus(),
    );
  });

  test('typing the quoted date back needs no requote', async () => {
    const user = userEvent.setup();
    await renderPricePage(pricedProposal());
    await typeStartDate(user, '05122026');
    expect(continueButton()).toBeDisabled();
    await typeStartDate(user, '01122026');
    expect(continueButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: price.startDate.confirm })).not.toBeInTheDocument();
  });

  test('a start date past the last day the start-date form takes is refused and not sent', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderPricePage(pricedProposal());
    const days = questionNumber('risk.start_date', 'latestDate.days', 'start-date');
    const [year, month, day] = addDays(NOW.toISOString().slice(0, 10), days + 1).split('-');
    await typeStartDate(user, `${day}${month}${year}`);
    await user.click(screen.getByRole('button', { name: price.startDate.confirm }));
    expect(
      await screen.findAllByText(questionMessage('risk.start_date', 'latestDate', 'start-date')),
    ).not.toHaveLength(0);
    expect(callsTo(update)).toHaveLength(0);
  });

  test.each([
    [
      'a requote that is not quoted goes to Declined',
      { body: { data: { ...pricedProposal(), quote: { is_quoted: false } } } },
      '/quote/declined',
    ],
    ['a failed requote goes to Exception', { status: 500, body: { error: 'internal' } }, '/error/exception'],
    [
      'a refused requote goes to Exception too',
      { status: 404, body: { error: 'not_found' } },
      '/error/exception',
    ],
    [
      'an expired session goes to Expired',
      { status: 419, body: { error: 'expired' } },
      '/quote/session-expired',
    ],
  ])('%s', async (_name, answer, pathname) => {
    const user = userEvent.setup();
    // A call that fails is logged; an answer that is not a quote is not a failure.
    if ('status' in answer) expectConsoleError(new RegExp(`${answer.status} ${answer.body.error}`));
    const { router } = await renderPricePage(pricedProposal(), { [update]: answer });
    await typeStartDate(user, '05122026');
    await user.click(screen.getByRole('button', { name: price.startDate.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  });

  test('the voluntary excess (comprehensive cover) requotes the same way', async () => {
    const user = userEvent.setup();
    const start = pricedProposal();
    const { callsTo } = await renderPricePage(start, {
      [update]: { body: { data: answered(start, (p) => (p.risk!.voluntary_excess = 500)) } },
    });
    const excess = section(price.voluntaryExcess.heading);
    const slider = within(excess).getByRole('slider', {
      name: question('risk.voluntary_excess', 'voluntary-excess'),
    });
    expect(slider).toHaveValue('250');
    // A slider being moved fires input events, as in a browser (React and Preact both listen to them).
    fireEvent.input(slider, { target: { value: '500' } });
    expect(continueButton()).toBeDisabled();
    await user.click(within(excess).getByRole('button', { name: price.voluntaryExcess.confirm }));
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(callsTo(update)[0]?.body).toMatchObject({
      uuid: UUID,
      risk: { voluntary_excess: 500, start_date: '2026-12-01' },
    });
  });

  test.each(['TPFT', 'TPO'] as const)('no voluntary excess is offered for %s cover', async (cover) => {
    await renderPricePage(pricedProposal((p) => (p.risk!.vehicle!.cover_type = cover)));
    expect(screen.queryByRole('heading', { name: price.voluntaryExcess.heading })).not.toBeInTheDocument();
  });
});
