import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the page is scrolled past the logo's current height minus 50px; false again at the
 * top. Measuring the current (possibly shrunk) height keeps the logo small until the top.
 */
export function useShrinkOnScroll(logoRef: RefObject<Element | null>): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    // At the top the logo is never shrunk, so its height is not asked for: measuring it forces a
    // layout, which on the first drawing would lengthen the task that starts the page.
    const update = () => {
      const scrolled = window.scrollY;
      if (scrolled <= 0) return setShrunk(false);
      const height = logoRef.current?.getBoundingClientRect().height ?? 0;
      setShrunk(scrolled > height - 50);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [logoRef]);
  return shrunk;
}
