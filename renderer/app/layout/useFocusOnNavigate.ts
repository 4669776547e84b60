import { useEffect, useRef, type RefObject } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Moves focus to `targetRef` when `pathname` changes after the first render (not when only the
 * query string does), so that screen reader
 * and keyboard users start reading the new page at its content, as after a full page load.
 * Replacements (redirects such as / to /get-a-quote) are not new pages and leave focus alone.
 */
export function useFocusOnNavigate(targetRef: RefObject<HTMLElement | null>, pathname: string): void {
  const navigationType = useNavigationType();
  // Only a new path is a new page: a step of the form in the query string is not.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'REPLACE') targetRef.current?.focus({ preventScroll: true });
  }, [pathname, navigationType, targetRef]);
}
