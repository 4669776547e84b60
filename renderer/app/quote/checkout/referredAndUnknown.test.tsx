import { screen, waitFor, within } from '@testing-library/react';
import { pages } from '../../journey';
import { renderApp } from '../../../../tests/support/render/renderApp';
import { fakeCheckoutApi, quotedProposal, UUID } from '../../../../tests/support/fakes/fakeCheckoutApi';

// A referral's reasons are the rating's words for staff and customer alike; these are the test's own.
const REASONS = [
  { code: 'HAZARDOUS_GOODS', message: 'Test reason: the van carries hazardous goods.' },
  { code: 'MANY_POINTS', message: 'Test reason: nine or more penalty points.' },
];
const OTHER_UUID = '0b7e6d0c-2b1a-4f4c-9b8e-3d5f7a9b1c2d';

const main = () => screen.getByRole('main');
/** The page's heading once it reads `text`. */
const heading = (text: string) => within(main()).findByRole('heading', { level: 1, name: text });

function referredProposal() {
  const quoted = quotedProposal();
  return {
    ...quoted,
    is_referred: true,
    quote: { ...quoted.quote, is_referred: true, metadata: { ...quoted.quote?.metadata, reasons: REASONS } },
  };
}

describe('a referred quote on the pages that take payment', () => {
  test.each(['/quote/payment', '/quote/instalments'])(
    '%s says why, in the referral’s own words, not a technical issue',
    async (path) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const api = fakeCheckoutApi({ 'GET /': { body: referredProposal() } });
      const { router } = renderApp(`${path}?uuid=${UUID}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/declined'));
      expect(router.state.location.search).toBe(`?uuid=${UUID}`);
      expect(await heading(pages.pages.SiraDeclined.heading)).toBeInTheDocument();
      expect(await within(main()).findByText(pages.pages.SiraDeclined.reasonsIntro!)).toBeInTheDocument();
      const items = within(main())
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(items).toEqual(REASONS.map((reason) => reason.message));
      expect(main()).not.toHaveTextContent(pages.pages.Exception.heading);
      // No payment was started for it.
      expect(api.sequence()).not.toContain('POST /quote/payment');
    },
  );

  test('SiraDeclined without a quote says only its own words', async () => {
    fakeCheckoutApi({});
    renderApp('/declined');
    expect(await heading(pages.pages.SiraDeclined.heading)).toBeInTheDocument();
    expect(within(main()).queryByText(pages.pages.SiraDeclined.reasonsIntro!)).toBeNull();
  });
});

describe('an unknown quote id on the pages after the form', () => {
  test.each([
    '/quote/payment-option',
    '/quote/addons',
    '/quote/summary',
    '/quote/instalments',
    '/quote/payment',
    '/quote/thankyou',
  ])('%s shows the not-found page with the address asked for', async (path) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeCheckoutApi({});
    const { router } = renderApp(`${path}?uuid=${OTHER_UUID}`);
    expect(await heading(pages.pages.NotFound.heading)).toBeInTheDocument();
    expect(main()).toHaveTextContent(`${path}?uuid=${OTHER_UUID}`);
    expect(router.state.location.pathname).toBe(path);
  });
});
