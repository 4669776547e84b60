import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { routeNameForPath } from '../../journey/src/routeNameForPath';
import { drawInSlices } from '../engine/form/drawInSlices';
import type { RouteName } from '../../journey/src/journeyTypes';
import { fetchProposalEarly } from './api/earlyProposal';
import { journey } from './journey';
import { isLazyRoute, pageLoaders } from './pageLoaders';
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
// A page whose code arrives on a first visit starts arriving now, beside the app's code; the
// router's lazy route then finds it loaded or on its way (pageLoaders.ts).
if (isLazyRoute(route)) void pageLoaders[route]().catch(() => undefined);

// The app's libraries (RJSF, TanStack Query) and its own code (the routes, the form) are two chunks,
// which the page preloads beside this one (renderer/vite.config.ts): each runs in a task of its
// own once React's layer (Preact, scripts/preactAlias.ts) has run, and the page is drawn in the
// task after, so starting the page is four shorter tasks rather than one long one.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void import('./appLibraries')
  .then(nextTask)
  .then(() => import('./appCode'))
  .then(async ({ App, buildRoutes }) => {
    const router = createBrowserRouter(buildRoutes());
    await nextTask();
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
