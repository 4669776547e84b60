import { Navigate, useLocation } from 'react-router';
import type { RouteName } from '../../../journey/src/journeyTypes';
import { pathFor } from '../../../journey/src/pathFor';
import { journey } from '../journey';

/**
 * Replaces the address with a route's own, keeping the query string (e.g. a uuid), less the
 * parameters named in `drop` (one that named nothing, such as an empty uuid).
 */
export function RedirectTo({ route, drop = [] }: { route: RouteName; drop?: readonly string[] }) {
  const { search } = useLocation();
  let kept = search;
  if (drop.length > 0) {
    const params = new URLSearchParams(search);
    for (const name of drop) params.delete(name);
    kept = params.size > 0 ? `?${params}` : '';
  }
  return <Navigate to={`${pathFor(journey, route)}${kept}`} replace />;
}
