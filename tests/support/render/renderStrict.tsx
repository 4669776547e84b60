import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../../../renderer/app/App';
import { buildRoutes } from '../../../renderer/app/routes';
import { mayPrint } from '../consoleGuard';

/** Renders the whole app at `path` as the browser does, in StrictMode (effects run twice). */
export function renderStrict(path: string) {
  // Opening a page that loads on first visit, React Router warns that the routes give no
  // HydrateFallback (the chrome is not drawn until the page has loaded). A product gap, reported;
  // the component tests render the pages eagerly and do not see it.
  mayPrint('warn', /No `HydrateFallback` element provided/);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  return { router, ...view };
}
