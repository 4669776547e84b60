import { CATCH_ALL_PATH, type Journey, type RouteName } from './journeyTypes';

/**
 * The address of a route, with the given query parameters (empty and undefined ones left out),
 * e.g. `pathFor(journey, 'Payment', { uuid })` is `/quote/payment?uuid=...`.
 */
export function pathFor(
  journey: Pick<Journey, 'routes'>,
  routeName: RouteName,
  query: Readonly<Record<string, string | null | undefined>> = {},
): string {
  const path = journey.routes[routeName];
  if (path === CATCH_ALL_PATH) throw new Error(`route ${routeName} is the catch-all and has no address`);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value) search.append(name, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
