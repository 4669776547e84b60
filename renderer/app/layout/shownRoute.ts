import { createContext, use, useEffect } from 'react';
import type { RouteName } from '../../../journey/src/journeyTypes';

/**
 * The page a route shows instead of its own (an unknown quote's address shows NotFound, a page
 * that failed shows Exception), which the chrome around it (the progress bar, the document
 * title) follows. Set by the page shown, while it is shown.
 */
export const ShownRouteContext = createContext<(route: RouteName | undefined) => void>(() => {});

/** Tells the chrome that this address shows `route`'s page, until it is left. */
export function useShownRoute(route: RouteName): void {
  const show = use(ShownRouteContext);
  useEffect(() => {
    show(route);
    return () => show(undefined);
  }, [show, route]);
}
