import { Navigate, useLocation } from 'react-router';
import type { RouteName } from '../../../journey/src/journeyTypes';
import { pathFor } from '../../../journey/src/pathFor';
import { journey } from '../journey';

/** Replaces the address with a route's own, keeping the query string (e.g. a uuid). */
export function RedirectTo({ route }: { route: RouteName }) {
  const { search } = useLocation();
  return <Navigate to={`${pathFor(journey, route)}${search}`} replace />;
}
