import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MessagePage } from './MessagePage';

/** What a page that failed to render shows instead: the technical-issue page, inside the chrome. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <MessagePage route="Exception" />;
}
