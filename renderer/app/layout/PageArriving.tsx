import type { RouteName } from '../../../journey/src/journeyTypes';
import { PageHeading } from '../pages/PageHeading';

/**
 * What a page's place shows while its code arrives on a first visit (the router's hydrate
 * fallback): a screen's height kept free, so the header, progress bar and footer are drawn at once
 * and do not move when the page comes. A page that opens with its heading in a plain page (the
 * form's) has that heading drawn at once too, where the page draws it.
 */
export function PageArriving({ route }: { route?: RouteName }) {
  const space = <div className="page-arriving" aria-hidden="true" />;
  if (!route) return space;
  return (
    <div className="page">
      <PageHeading route={route} />
      {space}
    </div>
  );
}
