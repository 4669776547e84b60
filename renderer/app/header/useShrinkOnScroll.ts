import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the page is scrolled past the logo's current height minus 50px; false again at the
 * top. Measuring the current (possibly shrunk) height keeps the logo small until the top.
 */
export function useShrinkOnScroll(logoRef: RefObject<Element | null>): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    const update = () => {
      const height = logoRef.current?.getBoundingClientRect().height ?? 0;
      setShrunk(window.scrollY > 0 && window.scrollY > height - 50);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [logoRef]);
  return shrunk;
}
