import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../../../renderer/app/App';
import { buildRoutes } from '../../../renderer/app/routes';
import { eagerPages } from './eagerPages';
import type { AppState } from '../../../renderer/app/state/appState';

/** Renders the whole app at `path` on a memory router; returns the router to inspect. */
export function renderApp(path: string, initialState?: AppState) {
  const router = createMemoryRouter(buildRoutes(undefined, eagerPages), { initialEntries: [path] });
  const view = render(<App router={router} initialState={initialState} />);
  return { router, ...view };
}
