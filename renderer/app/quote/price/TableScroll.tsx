import type { ReactNode } from 'react';

/**
 * A table's box that scrolls sideways when the table is wider than the screen (long texts on a
 * phone). A scrolling box must be reachable by keyboard (WCAG 2.1.1), so it takes the focus and is
 * named by the table's caption.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="price-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
