import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { isoToDisplay } from '../../../engine/lib/dateText';
import type { Proposal } from '../../../../schemas/generated/index';
import { shiftIsoDate, ukToday } from '../../../../schemas/src/ukDates';
import { renderApp } from '../../../../tests/support/render/renderApp';
import {
  fakeCheckoutApi,
  quotedProposal,
  UUID,
  type Routes,
} from '../../../../tests/support/fakes/fakeCheckoutApi';
import { renderStrict } from '../../../../tests/support/render/renderStrict';
import { FINGERPRINT_SCRIPT, FINGERPRINT_TIMEOUT, type FingerprintHost } from './waitForBlackbox';
import checkout from '../../../../journey/content/checkout.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { pages } from '../../journey';

const main = () => screen.getByRole('main');
const realSetTimeout = globalThis.setTimeout;
const realPause = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));
const host = window as FingerprintHost;

// A start date after today, whatever day the tests run.
const START = shiftIsoDate(ukToday(new Date()), 0, 0, 1) as string;

function proposalWith(
  flags: { purchased?: boolean; accepted?: boolean; ncdYears?: number },
  changes: Partial<Proposal> = {},
) {
  const base = quotedProposal(changes);
  const quote = {
    ...base.quote,
    is_purchased: flags.purchased ?? false,
    is_accepted: flags.accepted ?? false,
  };
  if (flags.purchased) {
    // What the server gives for a bought policy (server/routes/customerView: thankYouView): the
    // page must work from this alone.
    return {
      uuid: base.uuid,
      is_purchased: true,
      is_accepted: flags.accepted ?? false,
      // The years of no claims discount claimed, as the server gives them when above 0.
      risk: {
        start_date: START,
        ...(flags.ncdYears === 0
          ? {}
          : {
              has_previous_insurance: true,
              previous_insurance: { ncd: { years: flags.ncdYears ?? 6 } },
            }),
      },
      quote: {
        reference: quote.reference,
        is_quoted: true,
        is_purchased: true,
        is_accepted: flags.accepted ?? false,
      },
    } satisfies Proposal;
  }
  return {
    ...base,
    is_purchased: false,
    is_accepted: flags.accepted ?? false,
    quote,
    risk: { ...base.risk, start_date: START },
  };
}

const portal: Routes = { 'GET /generate-portal-link': { body: { portal_url: '/portal/signed-t0k3n' } } };

function purchaseRoutes(bought: Proposal, acceptAnswer: Proposal): Routes {
  return {
    'GET /': { body: bought },
    'POST /device-risk': { body: bought },
    'POST /save-device-risk-check': { body: { result: 'allow', reason: 'ok', tracking_number: '' } },
    'POST /quote/accept': { body: acceptAnswer },
    ...portal,
  };
}

const { thankYou } = checkout;

/** The value beside a term of the confirmation's list of facts. */
const factOf = (term: string) =>
  within(main()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function expectConfirmation() {
  expect(
    await within(main()).findByText(
      fillTemplate(thankYou.covered, { time: thankYou.coverStartTime, date: isoToDisplay(START) }),
    ),
  ).toBeInTheDocument();
  expect(factOf(thankYou.referenceLabel)).toBe('10482-55317-90264');
  expect(factOf(thankYou.coverDateLabel)).toBe(isoToDisplay(START));
  expect(main()).toHaveTextContent(thankYou.emails);
  expect(within(main()).getByRole('heading', { level: 2, name: thankYou.ncdHeading })).toBeInTheDocument();
  expect(main()).toHaveTextContent(thankYou.ncd);
  expect(await within(main()).findByRole('link', { name: thankYou.portalButton })).toHaveAttribute(
    'href',
    '/portal/signed-t0k3n',
  );
}

beforeEach(() => {
  host.IGLOO = { getBlackbox: () => ({ blackbox: 'bb-test', finished: true }) };
});

afterEach(() => {
  cleanup();
  delete host.IGLOO;
  document.head.querySelectorAll(`script[src="${FINGERPRINT_SCRIPT}"]`).forEach((script) => script.remove());
  vi.useRealTimers();
});

describe('ThankYou', () => {
  test('an accepted quote: the confirmation and the portal link, nothing else asked', async () => {
    const api = fakeCheckoutApi({
      'GET /': { body: proposalWith({ purchased: true, accepted: true }) },
      ...portal,
    });
    renderApp(`/quote/thankyou?uuid=${UUID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(pages.pages.ThankYou.heading);
    await expectConfirmation();
    expect(api.sequence()).toEqual(['GET /', 'GET /generate-portal-link']);
  });

  test('no no claims discount claimed: the confirmation asks for no proof of one', async () => {
    fakeCheckoutApi({
      'GET /': { body: proposalWith({ purchased: true, accepted: true, ncdYears: 0 }) },
      ...portal,
    });
    renderApp(`/quote/thankyou?uuid=${UUID}`);
    expect(await within(main()).findByRole('link', { name: thankYou.portalButton })).toBeInTheDocument();
    expect(within(main()).queryByRole('heading', { name: thankYou.ncdHeading })).toBeNull();
    expect(main()).not.toHaveTextContent(thankYou.ncd);
  });

  test('the Complete address is the same page', async () => {
    fakeCheckoutApi({ 'GET /': { body: proposalWith({ purchased: true, accepted: true }) }, ...portal });
    renderApp(`/quote/complete?uuid=${UUID}`);
    await expectConfirmation();
  });

  test('paid monthly: fingerprint stored, checked, accepted on the stored mandate, in that order; then the confirmation', async () => {
    const bought = proposalWith({ purchased: true }, { is_pay_monthly: true });
    const api = fakeCheckoutApi(purchaseRoutes(bought, proposalWith({ purchased: true, accepted: true })));
    renderApp(`/quote/thankyou?uuid=${UUID}`);
    await expectConfirmation();
    expect(api.sequence()).toEqual([
      'GET /',
      'POST /device-risk',
      'POST /save-device-risk-check',
      'POST /quote/accept',
      'GET /generate-portal-link',
    ]);
    expect(api.bodiesOf('POST /device-risk')).toEqual([{ blackbox: 'bb-test' }]);
    // The server holds the mandate pay-monthly stored; the page never has its numbers to send.
    expect(api.bodiesOf('POST /quote/accept')).toEqual([{}]);
  });

  test('paid in full: accepted without a mandate', async () => {
    const bought = proposalWith({ purchased: true });
    const api = fakeCheckoutApi(purchaseRoutes(bought, proposalWith({ purchased: true, accepted: true })));
    renderApp(`/quote/thankyou?uuid=${UUID}`);
    await expectConfirmation();
    expect(api.bodiesOf('POST /quote/accept')).toEqual([{}]);
  });

  test('once the policy is set up, the focus is in the page, where the wait had it, not lost', async () => {
    const bought = proposalWith({ purchased: true });
    fakeCheckoutApi(purchaseRoutes(bought, proposalWith({ purchased: true, accepted: true })));
    renderApp(`/quote/thankyou?uuid=${UUID}`);
    await expectConfirmation();
    await waitFor(() => expect(main()).toHaveFocus());
  });

  test('the fingerprint script is loaded when it is not on the page', async () => {
    delete host.IGLOO;
    const bought = proposalWith({ purchased: true });
    fakeCheckoutApi(purchaseRoutes(bought, proposalWith({ purchased: true, accepted: true })));
    renderApp(`/quote/thankyou?uuid=${UUID}`);
    await waitFor(() =>
      expect(document.head.querySelector(`script[src="${FINGERPRINT_SCRIPT}"]`)).not.toBeNull(),
    );
    // The script defines IGLOO.getBlackbox when it runs; the page picks it up on its next poll.
    host.IGLOO = { getBlackbox: () => ({ blackbox: 'bb-late', finished: true }) };
    await expectConfirmation();
  });

  test('an acceptance that does not say accepted goes to Exception', async () => {
    const bought = proposalWith({ purchased: true });
    const api = fakeCheckoutApi(purchaseRoutes(bought, bought));
    const { router } = renderApp(`/quote/thankyou?uuid=${UUID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/exception'));
    expect(api.sequence()).not.toContain('GET /generate-portal-link');
  });

  test('not paid for goes to Failed', async () => {
    const api = fakeCheckoutApi({ 'GET /': { body: proposalWith({}) } });
    const { router } = renderApp(`/quote/thankyou?uuid=${UUID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/payment/failed'));
    expect(router.state.location.search).toBe(`?uuid=${UUID}`);
    // Reads only: nothing accepted, no fingerprint. The Failed page reads the proposal too, to send
    // on one bought meanwhile.
    expect(new Set(api.sequence())).toEqual(new Set(['GET /']));
  });

  test('a fingerprint that never comes: after 10 s, logged and Exception, nothing stored', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    delete host.IGLOO;
    const bought = proposalWith({ purchased: true });
    const api = fakeCheckoutApi(purchaseRoutes(bought, proposalWith({ purchased: true, accepted: true })));
    const { router } = renderApp(`/quote/thankyou?uuid=${UUID}`);
    await waitFor(() =>
      expect(document.head.querySelector(`script[src="${FINGERPRINT_SCRIPT}"]`)).not.toBeNull(),
    );
    // From the next poll on, the page's timer and clock are the test's.
    vi.useFakeTimers();
    await realPause(150);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(router.state.location.pathname).toBe('/quote/thankyou');
    await vi.advanceTimersByTimeAsync(1_500);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/exception'));
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: FINGERPRINT_TIMEOUT }));
    expect(screen.queryByText(FINGERPRINT_TIMEOUT)).not.toBeInTheDocument();
    expect(api.sequence()).toEqual(['GET /']);
  });

  test('accepts once even when React runs effects twice', async () => {
    const bought = proposalWith({ purchased: true });
    const api = fakeCheckoutApi(purchaseRoutes(bought, proposalWith({ purchased: true, accepted: true })));
    renderStrict(`/quote/thankyou?uuid=${UUID}`);
    await screen.findByRole('heading', { level: 1 });
    await expectConfirmation();
    expect(api.sequence().filter((call) => call !== 'GET /generate-portal-link')).toEqual([
      'GET /',
      'POST /device-risk',
      'POST /save-device-risk-check',
      'POST /quote/accept',
    ]);
  });

  test('without a uuid goes to Recall', async () => {
    // Recall's form reads the reference lists.
    fakeCheckoutApi({});
    const { router } = renderApp('/quote/thankyou');
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/recall'));
  });
});
