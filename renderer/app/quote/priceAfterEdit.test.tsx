import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Proposal } from '../../../schemas/generated/index';
import extras from '../../../journey/content/extras.json';
import price from '../../../journey/content/price.json';
import { journey } from '../journey';
import { stepButton } from '../../../tests/support/journey/journeyText';
import { fakeCheckoutApi, quotedProposal, UUID } from '../../../tests/support/fakes/fakeCheckoutApi';
import { renderApp } from '../../../tests/support/render/renderApp';
import { formatMoney } from './money';
import { WHOLE_APP } from '../../../tests/support/render/priceTestKit';

// Every page shows the price the server holds now: after an answer is changed from the summary
// (its Change link opens the form, which saves, loses the quote and quotes again), the price page
// shows the new price, not the one the app read before the change.

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lastStep = journey.steps.length;

test('a Change from the summary, saved and quoted again: the price page shows the new price', async () => {
  const before = quotedProposal();
  const oldPremium = before.quote?.premium ?? 0;
  const requoted: Proposal = { ...before, quote: { ...before.quote, premium: oldPremium + 123.45 } };
  // The server as it stands: the save removes the quote, the quote call makes the new one.
  let held: Proposal = before;
  const api = fakeCheckoutApi({
    'GET /': () => ({ body: held }),
    [`POST ?steps=${lastStep}`]: () => {
      const { quote: _removed, ...rest } = held;
      held = { ...rest, is_quoted: false };
      return { body: held };
    },
    'POST /quote': () => {
      held = requoted;
      return { body: held };
    },
  });
  const user = userEvent.setup();
  const { router } = renderApp(`/quote/summary?uuid=${UUID}`);

  // The summary has read the proposal (and its price) into the app.
  const change = await screen.findAllByRole(
    'link',
    { name: new RegExp(`^${escape(extras.checkAnswers.change)}`) },
    WHOLE_APP,
  );
  await user.click(change.at(-1)!);
  await waitFor(() => expect(router.state.location.pathname).toBe('/quote/edit'));
  await user.click(await screen.findByRole('button', { name: stepButton(lastStep) }, WHOLE_APP));

  await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment-option'), WHOLE_APP);
  const full = await screen.findByRole(
    'radio',
    { name: new RegExp(escape(price.paymentMethod.full.title)) },
    WHOLE_APP,
  );
  const card = within(full.closest('label')!);
  expect(card.getByText(formatMoney(requoted.quote?.premium), { exact: false })).toBeInTheDocument();
  expect(card.queryByText(formatMoney(oldPremium), { exact: false })).not.toBeInTheDocument();
  expect(api.sequence()).toContain('POST /quote');
});
