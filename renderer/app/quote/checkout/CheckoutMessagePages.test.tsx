import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brand, pages } from '../../journey';
import checkout from '../../../../journey/content/checkout.json';
import { pageAction } from '../../../../tests/support/journey/journeyText';
import { renderApp } from '../../../../tests/support/render/renderApp';
import { fakeCheckoutApi, quotedProposal, UUID } from '../../../../tests/support/fakes/fakeCheckoutApi';

const main = () => screen.getByRole('main');
const payInFull = pageAction('InstalmentsDeclined', 'Payment');
const tryAgain = pageAction('Failed', 'Payment');
const backToStart = pageAction('Failed', 'QuoteCreateForm');

/** A proposal bought meanwhile (a retry that succeeded, another tab): its payment and credit are behind it. */
const bought = () => quotedProposal({ is_purchased: true, is_accepted: true });

test.each([
  ['InstalmentsDeclined', `/quote/instalments/declined?uuid=${UUID}`],
  ['Failed', `/quote/payment/failed?uuid=${UUID}`],
])('%s of a proposal bought meanwhile goes on to ThankYou', async (_page, path) => {
  // ThankYou shows the confirmation, with its link to the portal, which it asks for.
  fakeCheckoutApi({
    'GET /': { body: bought() },
    'GET /generate-portal-link': { body: { portal_url: '/portal/signed-t0k3n' } },
  });
  const { router } = renderApp(path);
  await waitFor(() => expect(router.state.location.pathname).toBe('/quote/thankyou'));
  expect(router.state.location.search).toBe(`?uuid=${UUID}`);
  // The test ends on ThankYou whole, nothing it asks for still on its way: an answer coming after
  // the test, on a busy machine, would be the next test's.
  expect(
    await within(main()).findByRole('link', { name: checkout.thankYou.portalButton }),
  ).toBeInTheDocument();
});

// Each page reads its proposal (a bought one goes on, above): an open quote stays.
beforeEach(() => {
  fakeCheckoutApi({ 'GET /': { body: quotedProposal() } });
});

describe('InstalmentsDeclined', () => {
  test('says the credit application was declined', async () => {
    renderApp(`/quote/instalments/declined?uuid=${UUID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      pages.pages.InstalmentsDeclined.heading,
    );
    for (const paragraph of pages.pages.InstalmentsDeclined.body ?? []) {
      expect(within(main()).getByText(paragraph)).toBeInTheDocument();
    }
  });

  test('Pay in full changes the payment method, then goes to Payment', async () => {
    const user = userEvent.setup();
    const inFull = quotedProposal({ is_pay_monthly: false });
    const api = fakeCheckoutApi({
      'POST /payment-option': { body: inFull },
      'GET /': { body: inFull },
      'POST /quote/payment': {
        body: { payment_url: '/hosted-payments/pay_abc123def456', status: 'pending', amount: 641.87 },
      },
    });
    const { router } = renderApp(`/quote/instalments/declined?uuid=${UUID}`);
    await user.click(await within(main()).findByRole('button', { name: payInFull }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment'));
    expect(router.state.location.search).toBe(`?uuid=${UUID}`);
    expect(api.bodiesOf('POST /payment-option')).toEqual([{ is_pay_monthly: false }]);
    expect(await screen.findByTitle(checkout.payment.frameTitle)).toBeInTheDocument();
    expect(main()).toHaveTextContent(`${checkout.payment.amountLabel} £641.87`);
  });

  test('without a quote there is nothing to pay in full', async () => {
    renderApp('/quote/instalments/declined');
    await screen.findByRole('heading', { level: 1 });
    expect(within(main()).queryByRole('button', { name: payInFull })).not.toBeInTheDocument();
  });
});

describe('Failed', () => {
  test('says the payment was unsuccessful, with the phone number', async () => {
    renderApp(`/quote/payment/failed?uuid=${UUID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(pages.pages.Failed.heading);
    expect(within(main()).getByText(new RegExp(brand.contact.phone))).toBeInTheDocument();
  });

  test('offers a payment retry for the quote and a return to the start', async () => {
    renderApp(`/quote/payment/failed?uuid=${UUID}`);
    expect(await within(main()).findByRole('link', { name: tryAgain })).toHaveAttribute(
      'href',
      `/quote/payment?uuid=${UUID}`,
    );
    expect(within(main()).getByRole('link', { name: backToStart })).toHaveAttribute('href', '/get-a-quote');
  });

  test('without a quote, only the return to the start', async () => {
    renderApp('/quote/payment/failed');
    expect(await within(main()).findByRole('link', { name: backToStart })).toBeInTheDocument();
    expect(within(main()).queryByRole('link', { name: tryAgain })).not.toBeInTheDocument();
  });

  test('Try payment again starts a fresh payment', async () => {
    const user = userEvent.setup();
    const api = fakeCheckoutApi({
      'GET /': { body: quotedProposal() },
      'POST /quote/payment': {
        body: { payment_url: '/hosted-payments/pay_fresh0000001', status: 'pending', amount: 641.87 },
      },
    });
    renderApp(`/quote/payment/failed?uuid=${UUID}`);
    await user.click(await within(main()).findByRole('link', { name: tryAgain }));
    expect(await screen.findByTitle(checkout.payment.frameTitle)).toHaveAttribute(
      'src',
      '/hosted-payments/pay_fresh0000001',
    );
    expect(api.bodiesOf('POST /quote/payment')).toHaveLength(1);
  });
});
