import { type RefObject, useEffect } from 'react';

/**
 * Keeps the CSS variable `--header-height` on the page at the sticky header's real height, so what
 * is scrolled to or focused stays clear of it (scroll-padding-top) and the sticky price column sits
 * under it, also when a longer menu label or brand name makes the header wrap onto two lines.
 * ResizeObserver reports after layout, so the first drawing forces no extra layout.
 */
export function useHeaderHeight(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? header.getBoundingClientRect().height;
      root.style.setProperty('--header-height', `${Math.ceil(height)}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [headerRef]);
}
