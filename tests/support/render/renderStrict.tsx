import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../../../renderer/app/App';
import { buildRoutes } from '../../../renderer/app/routes';

/** Renders the whole app at `path` as the browser does, in StrictMode (effects run twice). */
export function renderStrict(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  return { router, ...view };
}
