import { screen, within } from '@testing-library/react';
import { stepToOpen } from './QuoteEditFormPage';
import userEvent from '@testing-library/user-event';
import { fillTemplate } from '../../../journey/src/fillTemplate';
import { brand, pages, textValues } from '../journey';
import { fakeCheckoutApi } from '../../../tests/support/fakes/fakeCheckoutApi';
import { renderApp } from '../../../tests/support/render/renderApp';

const main = () => screen.getByRole('main');
/** The label of the action of `page` (pages.json) that goes to `route`. */
const action = (page: 'Expired' | 'Failed' | 'Declined', route: string) =>
  pages.pages[page].actions?.find((candidate) => candidate.route === route)?.label ?? '';

describe('pages made of words and links', () => {
  // A link may lead to the form, which reads the reference lists; Failed reads its proposal (an
  // open quote here: it stays).
  beforeEach(() => fakeCheckoutApi({ 'GET /api/proposal/u-1': { body: {} } }));

  test.each([
    ['QuoteCreateForm', '/get-a-quote'],
    ['Recall', '/quote/recall'],
  ])('Expired: the action to %s goes to %s', async (route, pathname) => {
    const user = userEvent.setup();
    const { router } = renderApp('/quote/session-expired');
    expect(
      await screen.findByRole('heading', { level: 1, name: pages.pages.Expired.heading }),
    ).toBeInTheDocument();
    await user.click(within(main()).getByRole('link', { name: action('Expired', route) }));
    expect(router.state.location.pathname).toBe(pathname);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      pathname === '/quote/recall' ? pages.pages.Recall.heading : pages.pages.QuoteCreateForm.heading,
    );
  });

  test('NotFound shows the path asked for, query string included', async () => {
    renderApp('/quote/payments?uuid=1234');
    expect(
      await screen.findByRole('heading', { level: 1, name: pages.pages.NotFound.heading }),
    ).toBeInTheDocument();
    const paragraph = pages.pages.NotFound.body?.find((text) => text.includes('{path}')) ?? '';
    expect(
      within(main()).getByText(fillTemplate(paragraph, { ...textValues, path: '/quote/payments?uuid=1234' })),
    ).toBeInTheDocument();
  });

  test.each([
    ['/quote/payment/failed?uuid=u-1', 'Failed', 'Payment', '/quote/payment?uuid=u-1'],
    ['/quote/payment/failed?uuid=u-1', 'Failed', 'QuoteCreateForm', '/get-a-quote'],
    ['/quote/declined', 'Declined', 'QuoteCreateForm', '/get-a-quote'],
  ] as const)('%s: the action to %s links to %s', async (path, page, route, href) => {
    renderApp(path);
    expect(await within(main()).findByRole('link', { name: action(page, route) })).toHaveAttribute(
      'href',
      href,
    );
  });

  test('Failed says to try again or call, with the phone number', async () => {
    renderApp('/quote/payment/failed');
    expect(await within(main()).findByText(new RegExp(brand.contact.phone))).toBeInTheDocument();
  });

  test('SiraDeclined gives the contact details and the opening hours', async () => {
    renderApp('/declined');
    await screen.findByRole('heading', { level: 1 });
    const hours = within(main()).getByRole('heading', { name: pages.chrome.openingHoursHeading })
      .nextElementSibling as HTMLElement;
    for (const line of brand.contact.openingHours) {
      expect(hours).toHaveTextContent(`${line.days}${line.hours}`);
    }
    expect(within(main()).getByRole('link', { name: brand.contact.phone })).toHaveAttribute(
      'href',
      `tel:${brand.contact.phoneE164}`,
    );
  });

  test('Exception says there is a technical issue', async () => {
    renderApp('/error/exception');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(pages.pages.Exception.heading);
  });
});

describe('stepToOpen', () => {
  it.each([
    [null, 0],
    ['1', 0],
    ['3', 2],
    ['7', 6],
    ['8', 0],
    ['0', 0],
    ['x', 0],
    ['-2', 0],
  ])('?step=%s opens step index %i', (value, index) => {
    expect(stepToOpen(value, 7)).toBe(index);
  });
});
