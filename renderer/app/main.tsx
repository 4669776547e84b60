import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { routeNameForPath } from '../../journey/src/routeNameForPath';
import { drawInSlices } from '../engine/form/drawInSlices';
import type { RouteName } from '../../journey/src/journeyTypes';
import { fetchProposalEarly } from './api/earlyProposal';
import { journey } from './journey';
import { nextTask } from './nextTask';
import { headedRoutes, isLazyRoute, pageLoaders } from './pageLoaders';
import './styles/index.css';

/** How long one task may spend drawing a step's questions. */
const SLICE_MS = 5;

// A step's questions are drawn a few milliseconds' worth at a time, the rest in the tasks that
// follow, so a phone answers a tap while a long step appears (engine/form/drawInSlices.tsx).
drawInSlices(SLICE_MS);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The pages after the form show a stored proposal: it is asked for now, while their code loads.
const quotePages: ReadonlySet<RouteName> = new Set<RouteName>([
  'PricePresentation',
  'Addons',
  'Summary',
  'Instalments',
  'Payment',
]);
const uuid = new URLSearchParams(window.location.search).get('uuid');
const route = routeNameForPath(journey, window.location.pathname);
if (uuid && quotePages.has(route)) fetchProposalEarly(uuid);

// The app's libraries (TanStack Query), its own code (the routes, the chrome) and the current
// route's page are chunks the page fetches at once (index.html and the server preload them:
// renderer/vite.config.ts, scripts/routePreloadPlugin.ts). Each runs in a task of its own once
// React's layer (Preact, scripts/preactAlias.ts) has run, the router is made in the next and the
// page is drawn in the one after, so starting the page is several shorter tasks rather than one
// long one. A later page's code has run before the router matches it, so the first drawing is the
// page itself; the form's page (RJSF, then its own code, each a task: pageLoaders.ts) comes after
// the chrome and its heading are drawn, which do not wait for it.
void import('./appLibraries')
  .then(nextTask)
  .then(() => import('./appCode'))
  .then(async ({ App, buildRoutes }) => {
    await nextTask();
    // A page that fails to arrive is asked for again by the router, which shows its error page.
    if (
      isLazyRoute(route) &&
      !headedRoutes.has(route) &&
      (await pageLoaders[route]().then(Boolean, () => false))
    )
      await nextTask();
    const router = createBrowserRouter(buildRoutes());
    await nextTask();
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
