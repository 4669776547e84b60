import { fillTemplate } from '../../../journey/src/fillTemplate';
import { SiteLinks } from '../header/SiteLinks';
import { brand, pages, textValues } from '../journey';
import { ContactDetails } from './ContactDetails';

/** The page footer: contact details, site links, the regulatory statement and the copyright line. */
export function Footer() {
  const { legal } = brand;
  return (
    <footer className="site-footer on-dark">
      <div className="container site-footer__grid">
        <ContactDetails />
        <SiteLinks
          items={brand.header.topBar}
          siteUrl={brand.marketingSiteUrl}
          label={pages.chrome.footerNavLabel}
          className="site-footer__nav"
        />
      </div>
      <div className="container site-footer__legal">
        <p>{fillTemplate(legal.tradingName, textValues)}</p>
        <p>{fillTemplate(legal.registration, textValues)}</p>
        <p>{fillTemplate(legal.office, textValues)}</p>
        <p className="site-footer__copyright">{fillTemplate(legal.copyright, textValues)}</p>
      </div>
    </footer>
  );
}
