import { CATCH_ALL_PATH, type Journey, type RouteName } from './journeyTypes';

/** Lower-cased, without query, hash or trailing slash: paths match as React Router matches them. */
function normalise(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return (trimmed || '/').toLowerCase();
}

/**
 * The route shown for `pathname`: the route with that path, the target of a redirect from it, or
 * the catch-all route (NotFound). A query string or hash on `pathname` is ignored.
 */
export function routeNameForPath(
  journey: Pick<Journey, 'routes' | 'redirects'>,
  pathname: string,
): RouteName {
  const wanted = normalise(pathname);
  const entries = Object.entries(journey.routes) as [RouteName, string][];
  const exact = entries.find(([, path]) => path !== CATCH_ALL_PATH && normalise(path) === wanted);
  if (exact) return exact[0];
  const redirect = journey.redirects.find((r) => normalise(r.from) === wanted);
  if (redirect) return redirect.to;
  const catchAll = entries.find(([, path]) => path === CATCH_ALL_PATH);
  if (!catchAll) throw new Error(`journey.json has no catch-all route ('${CATCH_ALL_PATH}') for ${pathname}`);
  return catchAll[0];
}
