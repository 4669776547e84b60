import type { RouteName } from '../../../journey/src/journeyTypes';
import { pages } from '../journey';

/** The h1 of a route, from pages.json. */
export function PageHeading({ route }: { route: RouteName }) {
  return <h1 className="page__heading">{pages.pages[route].heading}</h1>;
}
