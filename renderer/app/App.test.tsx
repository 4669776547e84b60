import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteName } from '../../journey/src/journeyTypes';
import { pageTitle } from '../../journey/src/pageTitle';
import { fillTemplate } from '../../journey/src/fillTemplate';
import { brand, content, journey, pages, textValues } from './journey';
import { fakeCheckoutApi } from '../../tests/support/fakes/fakeCheckoutApi';
import { renderApp } from '../../tests/support/render/renderApp';

describe('App routing', () => {
  // The form pages read the reference lists; no page here has a quote to load.
  beforeEach(() => fakeCheckoutApi({}));

  test.each([
    ['/', '/get-a-quote', ''],
    ['/quote', '/get-a-quote', ''],
    ['/quote/', '/get-a-quote', ''],
    ['/quote?uuid=abc', '/get-a-quote', '?uuid=abc'],
  ])('%s redirects to %s', async (from, pathname, search) => {
    const { router } = renderApp(from);
    expect(
      await screen.findByRole('heading', { level: 1, name: pages.pages.QuoteCreateForm.heading }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
  });

  const routed = (Object.entries(journey.routes) as [RouteName, string][]).filter(([, path]) => path !== '*');
  // The pages of one quote need its uuid; without one the customer is sent to find it (Recall).
  const needUuid = new Set<RouteName>([
    'PricePresentation',
    'Addons',
    'Summary',
    'Payment',
    'Instalments',
    'ThankYou',
    'Complete',
  ]);
  test.each(routed)('%s at %s shows its heading', async (route, path) => {
    renderApp(path);
    // Without a uuid the edit form is the create form.
    const shown = needUuid.has(route) ? 'Recall' : route === 'QuoteEditForm' ? 'QuoteCreateForm' : route;
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(pages.pages[shown].heading);
  });

  test('an unknown address shows NotFound with the full path asked for', async () => {
    renderApp('/quote/nowhere?uuid=abc&x=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: pages.pages.NotFound.heading }),
    ).toBeInTheDocument();
    const paragraph = pages.pages.NotFound.body?.find((text) => text.includes('{path}')) ?? '';
    expect(
      screen.getByText(fillTemplate(paragraph, { ...textValues, path: '/quote/nowhere?uuid=abc&x=1' })),
    ).toBeInTheDocument();
  });

  test.each<[string, RouteName]>([
    ['/get-a-quote', 'QuoteCreateForm'],
    ['/quote/instalments/declined', 'InstalmentsDeclined'],
    ['/quote/session-expired', 'Expired'],
    ['/nowhere', 'NotFound'],
  ])('the document title of %s is the title of %s', async (path, route) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(pageTitle(journey, content, route)));
  });

  test('every page has the chrome: skip link to main, header, footer', async () => {
    renderApp('/quote/declined');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: pages.chrome.skipLink })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      fillTemplate(brand.legal.copyright, textValues),
    );
  });

  test('following a link moves focus to the new page; a redirect does not', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(
      within(screen.getByRole('banner')).getByRole('link', { name: brand.header.retrieve.text }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: pages.pages.Recall.heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
