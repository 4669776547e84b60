import { screen, waitFor, within } from '@testing-library/react';
import checkout from '../../../../journey/content/checkout.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { renderApp } from '../../../../tests/support/render/renderApp';
import { leaveFor } from './browserLocation';
import {
  fakeCheckoutApi,
  quotedProposal,
  UUID,
  withStoredMandate,
} from '../../../../tests/support/fakes/fakeCheckoutApi';
import { renderStrict } from '../../../../tests/support/render/renderStrict';

vi.mock('./browserLocation', () => ({ leaveFor: vi.fn() }));

const main = () => screen.getByRole('main');
const pending = (amount: number, url = '/hosted-payments/pay_abc123def456') => ({
  body: { payment_url: url, status: 'pending', amount },
});

afterEach(() => {
  vi.mocked(leaveFor).mockClear();
});

describe('Payment', () => {
  test('paying in full: the amount the call answers, the card frame, and Back to the summary', async () => {
    const api = fakeCheckoutApi({
      'GET /': { body: quotedProposal() },
      'POST /quote/payment': pending(641.87),
    });
    renderApp(`/quote/payment?uuid=${UUID}`);
    const frame = await screen.findByTitle(checkout.payment.frameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/hosted-payments/pay_abc123def456');
    expect(main()).toHaveTextContent(`${checkout.payment.amountLabel} £641.87`);
    expect(api.bodiesOf('POST /quote/payment')).toEqual([{ return_url: `/quote/thankyou?uuid=${UUID}` }]);
    expect(within(main()).getByRole('link', { name: checkout.payment.back })).toHaveAttribute(
      'href',
      `/quote/summary?uuid=${UUID}`,
    );
  });

  test('paying monthly: the deposit, and Back to the Direct Debit form', async () => {
    fakeCheckoutApi({
      'GET /': { body: withStoredMandate(quotedProposal({ is_pay_monthly: true })) },
      'POST /quote/payment': pending(128.37),
    });
    renderApp(`/quote/payment?uuid=${UUID}`);
    await screen.findByTitle(checkout.payment.frameTitle);
    expect(main()).toHaveTextContent(`${checkout.payment.depositLabel} £128.37`);
    expect(within(main()).getByRole('link', { name: checkout.payment.back })).toHaveAttribute(
      'href',
      `/quote/instalments?uuid=${UUID}`,
    );
  });

  test('paying monthly without the Direct Debit stored (an old tab, history): its page first, no payment started', async () => {
    const api = fakeCheckoutApi({ 'GET /': { body: quotedProposal({ is_pay_monthly: true }) } });
    const { router } = renderApp(`/quote/payment?uuid=${UUID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/instalments'));
    expect(router.state.location.search).toBe(`?uuid=${UUID}`);
    expect(api.sequence().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  test('already paid: goes to ThankYou', async () => {
    const quoted = quotedProposal();
    const accepted = { ...quoted, is_purchased: true, is_accepted: true };
    let loads = 0;
    fakeCheckoutApi({
      // The payment page loads the proposal before it was bought; the thank-you page after.
      'GET /': () => ({ body: (loads += 1) === 1 ? quoted : accepted }),
      'POST /quote/payment': {
        body: { payment_url: `/quote/thankyou?uuid=${UUID}`, status: 'succeeded', amount: 641.87 },
      },
      'GET /generate-portal-link': { body: { portal_url: '/portal/t0k3n' } },
    });
    const { router } = renderApp(`/quote/payment?uuid=${UUID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/thankyou'));
    expect(router.state.location.search).toBe(`?uuid=${UUID}`);
    expect(
      await within(main()).findByText(
        fillTemplate(checkout.thankYou.covered, {
          time: checkout.thankYou.coverStartTime,
          date: '01/12/2026',
        }),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTitle(checkout.payment.frameTitle)).not.toBeInTheDocument();
  });

  test("a provider's page on another site: the browser is sent there, no frame", async () => {
    const url = 'https://checkout.stripe.com/c/pay/cs_test_a1';
    fakeCheckoutApi({ 'GET /': { body: quotedProposal() }, 'POST /quote/payment': pending(641.87, url) });
    renderApp(`/quote/payment?uuid=${UUID}`);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
    expect(main()).toHaveTextContent(checkout.payment.redirecting);
    expect(screen.queryByTitle(checkout.payment.frameTitle)).not.toBeInTheDocument();
  });

  test('the payment service failing goes to Failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeCheckoutApi({
      'GET /': { body: quotedProposal() },
      'POST /quote/payment': { status: 502, body: { error: 'payment_unavailable', message: 'x' } },
    });
    const { router } = renderApp(`/quote/payment?uuid=${UUID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment/failed'));
  });

  test('starts one payment even when React runs effects twice', async () => {
    const api = fakeCheckoutApi({
      'GET /': { body: quotedProposal() },
      'POST /quote/payment': pending(641.87),
    });
    renderStrict(`/quote/payment?uuid=${UUID}`);
    await screen.findByTitle(checkout.payment.frameTitle);
    expect(api.bodiesOf('POST /quote/payment')).toHaveLength(1);
  });
});
