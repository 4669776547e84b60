import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteName } from '../../journey/src/journeyTypes';
import { journey, pages } from './journey';
import { renderApp } from '../../tests/support/render/renderApp';

describe('App routing', () => {
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
    const shown = needUuid.has(route) ? 'Recall' : route;
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(pages.pages[shown].heading);
  });

  test('an unknown address shows NotFound with the full path asked for', async () => {
    renderApp('/quote/nowhere?uuid=abc&x=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: pages.pages.NotFound.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText('/quote/nowhere?uuid=abc&x=1')).toBeInTheDocument();
  });

  test.each<[string, string]>([
    ['/get-a-quote', 'Your Details | VanCover Direct'],
    ['/quote/instalments/declined', 'Payment | VanCover Direct'],
    ['/quote/session-expired', 'Session Expired | VanCover Direct'],
    ['/nowhere', 'Page Not Found | VanCover Direct'],
  ])('the document title of %s is "%s"', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
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
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2023 VanCover Direct');
  });

  test('following a link moves focus to the new page; a redirect does not', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Retrieve a Quote' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: pages.pages.Recall.heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
