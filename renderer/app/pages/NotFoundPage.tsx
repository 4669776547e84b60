import { useLocation } from 'react-router';
import { useShownRoute } from '../layout/shownRoute';
import { MessagePage } from './MessagePage';

/**
 * Any address that is not a route, or a page's address naming a quote that does not exist: says
 * which address was asked for, query string included, and the chrome (title, no progress bar)
 * follows it as it does on any unknown path.
 */
export function NotFoundPage() {
  useShownRoute('NotFound');
  const { pathname, search, hash } = useLocation();
  return <MessagePage route="NotFound" values={{ path: `${pathname}${search}${hash}` }} />;
}
