import { screen, within } from '@testing-library/react';
import { stepToOpen } from './QuoteEditFormPage';
import userEvent from '@testing-library/user-event';
import { brand, pages } from '../journey';
import { renderApp } from '../../../tests/support/render/renderApp';

const main = () => screen.getByRole('main');

describe('pages made of words and links', () => {
  test.each([
    ['Start a quote', '/get-a-quote'],
    ['Retrieve a quote', '/quote/recall'],
  ])('Expired: %s goes to %s', async (label, pathname) => {
    const user = userEvent.setup();
    const { router } = renderApp('/quote/session-expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'Session Expired' })).toBeInTheDocument();
    await user.click(within(main()).getByRole('link', { name: label }));
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
    expect(within(main()).getByText('/quote/payments?uuid=1234')).toBeInTheDocument();
  });

  test.each([
    ['/quote/payment/failed?uuid=u-1', 'Try payment again', '/quote/payment?uuid=u-1'],
    ['/quote/payment/failed?uuid=u-1', 'Return to the start', '/get-a-quote'],
    ['/quote/declined', 'Start a quote', '/get-a-quote'],
  ])('%s: %s links to %s', async (path, label, href) => {
    renderApp(path);
    expect(await within(main()).findByRole('link', { name: label })).toHaveAttribute('href', href);
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
      'tel:+443332414343',
    );
  });

  test('Exception says there is a technical issue', async () => {
    renderApp('/error/exception');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "We're experiencing a technical issue",
    );
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
