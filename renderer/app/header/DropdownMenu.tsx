import { useId } from 'react';
import type { Dropdown } from '../../../journey/src/contentTypes';
import { marketingUrl } from '../../../journey/src/marketingUrl';
import { ChevronIcon } from '../assets/icons';
import { useDisclosure } from './useDisclosure';

/** A header menu: a disclosure button and its list of marketing-site links. */
export function DropdownMenu({ dropdown, siteUrl }: { dropdown: Dropdown; siteUrl: string }) {
  const listId = useId();
  const { open, toggle, containerRef, buttonRef, onKeyDown, onBlur } = useDisclosure<HTMLDivElement>({
    closeOnFocusOut: true,
  });
  return (
    <div
      className={open ? 'dropdown is-open' : 'dropdown'}
      ref={containerRef}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        type="button"
        ref={buttonRef}
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {dropdown.title}
        <ChevronIcon />
      </button>
      <ul id={listId} className="dropdown__list" hidden={!open}>
        {dropdown.items.map((item) => (
          <li key={item.text}>
            <a className="dropdown__link" href={marketingUrl(siteUrl, item.link)}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
