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
    const set = (height: number) => root.style.setProperty('--header-height', `${Math.ceil(height)}px`);
    let waiting = false;
    const observer = new ResizeObserver(([entry]) => {
      // While the logos shrink or grow (a transition), the height changes on every frame, and each
      // change of a variable on the root restyles the whole page, so typing in the form lags: the
      // height is set once, when they have finished.
      const running = header.getAnimations?.({ subtree: true }) ?? [];
      if (running.length === 0) {
        set(entry?.borderBoxSize?.[0]?.blockSize ?? header.getBoundingClientRect().height);
        return;
      }
      if (waiting) return;
      waiting = true;
      void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
        waiting = false;
        if (header.isConnected) set(header.getBoundingClientRect().height);
      });
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [headerRef]);
}
