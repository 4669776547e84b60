import { Link, useSearchParams } from 'react-router';
import type { PageAction } from '../../../journey/src/contentTypes';
import { pathFor } from '../../../journey/src/pathFor';
import { journey } from '../journey';

/** A page's onward links, drawn as buttons; each keeps the query parameters it carries (uuid). */
export function PageActions({ actions }: { actions: PageAction[] }) {
  const [search] = useSearchParams();
  if (actions.length === 0) return null;
  return (
    <div className="page__actions">
      {actions.map((action) => {
        const query = Object.fromEntries((action.carry ?? []).map((name) => [name, search.get(name)]));
        return (
          <Link
            key={action.label}
            className={`button button--${action.variant ?? 'primary'}`}
            to={pathFor(journey, action.route, query)}
          >
            {action.label}
          </Link>
        );
      })}
    </div>
  );
}
