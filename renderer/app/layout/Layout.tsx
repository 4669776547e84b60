import { useRef, useState } from 'react';
import type { RouteName } from '../../../journey/src/journeyTypes';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { pageTitle } from '../../../journey/src/pageTitle';
import { routeNameForPath } from '../../../journey/src/routeNameForPath';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { content, journey, pages } from '../journey';
import { LoadingOverlay } from '../loading/LoadingOverlay';
import { ProgressBar } from '../progress/ProgressBar';
import { useAppState } from '../state/useAppState';
import { ShownRouteContext } from './shownRoute';
import { SkipLink } from './SkipLink';
import { useDocumentTitle } from './useDocumentTitle';
import { useFocusOnNavigate } from './useFocusOnNavigate';

const MAIN_ID = 'main-content';

/** The chrome around every page: skip link, header, progress bar, footer, loading overlay. */
export function Layout() {
  const { pathname } = useLocation();
  const { loading } = useAppState();
  const mainRef = useRef<HTMLElement>(null);
  const [shown, setShown] = useState<RouteName | undefined>(undefined);
  const routeName = shown ?? routeNameForPath(journey, pathname);
  useDocumentTitle(pageTitle(journey, content, routeName));
  useFocusOnNavigate(mainRef, pathname);
  return (
    <>
      <div className="app" inert={loading}>
        <SkipLink target={MAIN_ID} text={pages.chrome.skipLink} />
        <Header />
        <ProgressBar routeName={routeName} />
        <main id={MAIN_ID} ref={mainRef} className="main container" tabIndex={-1} aria-busy={loading}>
          <ShownRouteContext value={setShown}>
            <Outlet />
          </ShownRouteContext>
        </main>
        <Footer />
      </div>
      <LoadingOverlay />
      <ScrollRestoration />
    </>
  );
}
