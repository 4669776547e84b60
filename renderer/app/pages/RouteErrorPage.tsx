import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isNotFound } from '../api/isNotFound';
import { useShownRoute } from '../layout/shownRoute';
import { MessagePage } from './MessagePage';
import { NotFoundPage } from './NotFoundPage';

/**
 * What a page that failed to render shows instead, inside the chrome: the not-found page when the
 * quote its address names does not exist (an unknown uuid), else the technical-issue page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isNotFound(error);
  useShownRoute(notFound ? 'NotFound' : 'Exception');
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return notFound ? <NotFoundPage /> : <MessagePage route="Exception" />;
}
