import { useLocation } from 'react-router';
import { MessagePage } from './MessagePage';

/** Any address that is not a route: says which address was asked for, query string included. */
export function NotFoundPage() {
  const { pathname, search, hash } = useLocation();
  return <MessagePage route="NotFound" values={{ path: `${pathname}${search}${hash}` }} />;
}
