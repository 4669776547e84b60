import type { MenuItem } from '../../../journey/src/contentTypes';
import { marketingUrl } from '../../../journey/src/marketingUrl';

/** The marketing-site links of the top bar and of the mobile menu. */
export function SiteLinks({
  items,
  siteUrl,
  label,
  className,
}: {
  items: MenuItem[];
  siteUrl: string;
  label: string;
  className: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="site-links">
        {items.map((item) => (
          <li key={item.text}>
            <a className="site-links__link" href={marketingUrl(siteUrl, item.link)}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
