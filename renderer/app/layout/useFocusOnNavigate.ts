import { useEffect, useRef, type RefObject } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Moves focus to `targetRef` when `pathname` changes after the first render, so that screen reader
 * and keyboard users start reading the new page at its content, as after a full page load.
 * Replacements (redirects such as / to /get-a-quote) are not new pages and leave focus alone.
 */
export function useFocusOnNavigate(targetRef: RefObject<HTMLElement | null>, pathname: string): void {
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== 'REPLACE') targetRef.current?.focus({ preventScroll: true });
  }, [pathname, navigationType, targetRef]);
}
