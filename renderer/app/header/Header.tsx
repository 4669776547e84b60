import { useRef } from 'react';
import { marketingUrl } from '../../../journey/src/marketingUrl';
import { BrandLogo } from '../assets/BrandLogo';
import { MenuIcon } from '../assets/icons';
import { VanLogo } from '../assets/VanLogo';
import { brand, pages } from '../journey';
import { MainNav } from './MainNav';
import { SiteLinks } from './SiteLinks';
import { useDisclosure } from './useDisclosure';
import { useHeaderHeight } from './useHeaderHeight';
import { useShrinkOnScroll } from './useShrinkOnScroll';

/**
 * The page header: the marketing top bar (wide screens), the logos, which shrink once the page
 * is scrolled, and the menus, behind a Menu button on small screens.
 */
export function Header() {
  const logoRef = useRef<SVGSVGElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const shrunk = useShrinkOnScroll(logoRef);
  useHeaderHeight(headerRef);
  const menu = useDisclosure<HTMLDivElement>();
  const { chrome } = pages;
  return (
    <>
      <div className="topbar on-dark">
        <div className="container">
          <SiteLinks
            items={brand.header.topBar}
            siteUrl={brand.marketingSiteUrl}
            label={chrome.siteNavLabel}
            className="topbar__nav"
          />
        </div>
      </div>
      <header ref={headerRef} className={shrunk ? 'site-header is-shrunk' : 'site-header'}>
        <div className="container site-header__bar" ref={menu.containerRef} onKeyDown={menu.onKeyDown}>
          <a
            className="site-header__home"
            href={marketingUrl(brand.marketingSiteUrl, '/')}
            aria-label={brand.logoAlt}
          >
            <BrandLogo ref={logoRef} name={brand.name} className="logo logo--brand" />
            <VanLogo className="logo logo--van" />
          </a>
          <button
            type="button"
            ref={menu.buttonRef}
            className="menu-toggle"
            aria-expanded={menu.open}
            aria-controls="site-menu"
            onClick={menu.toggle}
          >
            <MenuIcon open={menu.open} />
            {chrome.menuButton}
          </button>
          <div id="site-menu" className={menu.open ? 'site-menu is-open' : 'site-menu'}>
            <MainNav onNavigate={menu.close} />
            <SiteLinks
              items={brand.header.topBar}
              siteUrl={brand.marketingSiteUrl}
              label={chrome.siteNavLabel}
              className="site-menu__links"
            />
          </div>
        </div>
      </header>
    </>
  );
}
