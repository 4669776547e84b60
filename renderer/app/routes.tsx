import type { RouteObject } from 'react-router';
import type { Journey, RouteName } from '../../journey/src/journeyTypes';
import { journey as productJourney } from './journey';
import { Layout } from './layout/Layout';
import { PageArriving } from './layout/PageArriving';
import { RedirectTo } from './layout/RedirectTo';
import { pageComponents, type PageComponent } from './pageComponents';
import { headedRoutes } from './pageLoaders';
import { RouteErrorPage } from './pages/RouteErrorPage';

/**
 * The router's routes, read from journey.json: one per route (its path there, `*` for NotFound)
 * and one per redirect, all inside the Layout. A page that throws shows the technical-issue page
 * inside the chrome.
 */
export function buildRoutes(
  journey: Journey = productJourney,
  pages: Record<RouteName, PageComponent> = pageComponents,
): RouteObject[] {
  const pagesRoutes: RouteObject[] = (Object.entries(journey.routes) as [RouteName, string][]).map(
    ([name, path]) => {
      const page = pages[name];
      if (!('lazy' in page)) return { id: name, path, Component: page };
      return {
        id: name,
        path,
        HydrateFallback: headedRoutes.has(name) ? () => <PageArriving route={name} /> : PageArriving,
        lazy: async () => ({ Component: await page.lazy() }),
      };
    },
  );
  const redirects: RouteObject[] = journey.redirects.map((redirect) => ({
    path: redirect.from,
    element: <RedirectTo route={redirect.to} />,
  }));
  return [
    {
      Component: Layout,
      children: [{ errorElement: <RouteErrorPage />, children: [...redirects, ...pagesRoutes] }],
    },
  ];
}
