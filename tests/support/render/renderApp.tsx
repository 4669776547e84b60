import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../../../renderer/app/App';
import { buildRoutes } from '../../../renderer/app/routes';
import { eagerPages } from './eagerPages';
import type { AppState } from '../../../renderer/app/state/appState';

/**
 * Renders the whole app at `path` on a memory router; returns the router to inspect. `navigation`
 * is the history state the page is reached with (a refusal's, say: handleFailure).
 */
export function renderApp(path: string, initialState?: AppState, navigation?: unknown) {
  const url = new URL(path, 'http://app');
  const entry =
    navigation === undefined ? path : { pathname: url.pathname, search: url.search, state: navigation };
  const router = createMemoryRouter(buildRoutes(undefined, eagerPages), { initialEntries: [entry] });
  const view = render(<App router={router} initialState={initialState} />);
  return { router, ...view };
}
