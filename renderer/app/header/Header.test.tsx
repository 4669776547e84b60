import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { brand, pages } from '../journey';
import { Header } from './Header';

function renderHeader() {
  return render(
    <MemoryRouter>
      <Header />
      <p>Outside</p>
    </MemoryRouter>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: pages.chrome.mainNavLabel });
// The menus by their place in brand.json: existing customers, claims, policy details.
const [existingCustomers, claimsMenu, policyDetails] = brand.header.dropdowns.map((menu) => menu);
const menuTitle = (menu: typeof claimsMenu) => menu?.title ?? '';

describe('Header', () => {
  test('links Retrieve a Quote to the Recall route', () => {
    renderHeader();
    expect(within(mainNav()).getByRole('link', { name: brand.header.retrieve.text })).toHaveAttribute(
      'href',
      '/quote/recall',
    );
  });

  test.each(brand.header.dropdowns.map((d) => [d.title, d.items.map((i) => i.text)] as const))(
    'the %s menu toggles open and closed',
    async (title, items) => {
      const user = userEvent.setup();
      renderHeader();
      const button = within(mainNav()).getByRole('button', { name: title });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(list).not.toBeVisible();

      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(list).toBeVisible();
      expect(
        within(list as HTMLElement)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(items);

      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(list).not.toBeVisible();
    },
  );

  test('menu links go to the marketing site', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(within(mainNav()).getByRole('button', { name: menuTitle(claimsMenu) }));
    const [item] = claimsMenu?.items ?? [];
    expect(screen.getByRole('link', { name: item?.text })).toHaveAttribute(
      'href',
      `${brand.marketingSiteUrl}${item?.link}`,
    );
  });

  test('Escape closes an open menu and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = within(mainNav()).getByRole('button', { name: menuTitle(policyDetails) });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: policyDetails?.items[0]?.text })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  test('a click outside closes an open menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = within(mainNav()).getByRole('button', { name: menuTitle(existingCustomers) });
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('opening one menu closes another', async () => {
    const user = userEvent.setup();
    renderHeader();
    const claims = within(mainNav()).getByRole('button', { name: menuTitle(claimsMenu) });
    const policy = within(mainNav()).getByRole('button', { name: menuTitle(policyDetails) });
    await user.click(claims);
    await user.click(policy);
    expect(claims).toHaveAttribute('aria-expanded', 'false');
    expect(policy).toHaveAttribute('aria-expanded', 'true');
  });

  test('the mobile menu toggles open and closed, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: pages.chrome.menuButton });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('is-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the top bar links every marketing page', () => {
    renderHeader();
    const [topBar] = screen.getAllByRole('navigation', { name: pages.chrome.siteNavLabel });
    expect(
      within(topBar as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(brand.header.topBar.map((item) => `${brand.marketingSiteUrl}${item.link}`));
  });

  test('the logos shrink past the logo height minus 50px and revert at the top', () => {
    const { container } = renderHeader();
    const header = screen.getByRole('banner');
    const logo = container.querySelector('.logo--brand') as SVGSVGElement;
    let height = 107;
    logo.getBoundingClientRect = () => ({ height }) as DOMRect;
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      });

    scrollTo(57);
    expect(header).not.toHaveClass('is-shrunk');
    scrollTo(58);
    expect(header).toHaveClass('is-shrunk');
    height = 50;
    scrollTo(5);
    expect(header).toHaveClass('is-shrunk');
    scrollTo(0);
    expect(header).not.toHaveClass('is-shrunk');
  });
});
