import type { ReactNode } from 'react';
import { priceText } from './price/priceText';

/**
 * A link to a policy document (journey/content/documents), opened in a new tab so the quote and
 * its unsaved answers stay where they are; the tab is announced.
 */
export function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="document-link" href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{priceText.excesses.newTab}</span>
    </a>
  );
}
