import { Link } from 'react-router';
import { pathFor } from '../../../journey/src/pathFor';
import { brand, journey, pages } from '../journey';
import { DropdownMenu } from './DropdownMenu';

/** Retrieve a Quote and the three header menus; `onNavigate` runs when a link of ours is followed. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { retrieve, dropdowns } = brand.header;
  return (
    <nav aria-label={pages.chrome.mainNavLabel} className="main-nav">
      <ul className="main-nav__list">
        <li className="main-nav__item">
          <Link className="main-nav__link" to={pathFor(journey, retrieve.route)} onClick={onNavigate}>
            {retrieve.text}
          </Link>
        </li>
        {dropdowns.map((dropdown) => (
          <li className="main-nav__item" key={dropdown.title}>
            <DropdownMenu dropdown={dropdown} siteUrl={brand.marketingSiteUrl} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
