import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import errors from '../../../../journey/content/errors.json';
import form from '../../../../journey/content/form.json';
import { pathFor } from '../../../../journey/src/pathFor';
import type { RouteName } from '../../../../journey/src/journeyTypes';
import { formButton, question } from '../../../../tests/support/journey/journeyText';
import { fakeCheckoutApi, quotedProposal, UUID } from '../../../../tests/support/fakes/fakeCheckoutApi';
import { expectConsoleError } from '../../../../tests/support/consoleGuard';
import { renderApp } from '../../../../tests/support/render/renderApp';
import { journey } from '../../journey';

// The payment pages come after the summary's declarations: a customer who skips the summary (or
// whose quote changed since they confirmed) is sent back to it, on loading the page or when the
// server refuses the call (errors.json: declarations_required).

const summary = pathFor(journey, errors.outcomes.notConfirmedOnLoad as RouteName);
const refusedTo = pathFor(journey, errors.routing.codeRoutes.declarations_required as RouteName);
const main = () => screen.getByRole('main');

/** The quote as the server holds it before the summary page confirmed it. */
const unconfirmed = (monthly = false) => {
  const proposal = quotedProposal({ is_pay_monthly: monthly });
  const { is_confirmed: _none, ...quote } = proposal.quote ?? {};
  return { ...proposal, quote };
};

test.each([
  ['/quote/payment', false],
  ['/quote/instalments', true],
])(
  '%s without the declarations for this quote goes to the summary, starting no payment',
  async (path, monthly) => {
    const api = fakeCheckoutApi({ 'GET /': { body: unconfirmed(monthly) } });
    const { router } = renderApp(`${path}?uuid=${UUID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(summary));
    expect(router.state.location.search).toBe(`?uuid=${UUID}`);
    expect(api.sequence().filter((call) => call.startsWith('POST'))).toEqual([]);
  },
);

test('the server refusing the mandate for want of the declarations sends the customer to the summary', async () => {
  const user = userEvent.setup();
  fakeCheckoutApi({
    'GET /': { body: quotedProposal({ is_pay_monthly: true }) },
    'POST /pay-monthly': {
      status: 409,
      body: { error: 'declarations_required', message: errors.messages.declarationsRequired },
    },
  });
  // The refusal is logged, as every failed call is.
  const logged = expectConsoleError(/declarations_required/);
  const { router } = renderApp(`/quote/instalments?uuid=${UUID}`);
  await user.click(await within(main()).findByRole('radio', { name: form.engine.yes }));
  const label = (path: string) =>
    within(main()).getByLabelText(question(`direct_debit.${path}`, 'direct-debit'), { exact: false });
  await user.type(label('account_number'), '66374958');
  await user.type(label('sort_code'), '089999');
  await user.click(within(main()).getByRole('button', { name: formButton('direct-debit') }));
  await waitFor(() => expect(router.state.location.pathname).toBe(refusedTo));
  expect(router.state.location.search).toBe(`?uuid=${UUID}`);
  expect(logged.count()).toBe(1);
});
