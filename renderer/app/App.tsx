import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ApiProvider } from './api/ApiProvider';
import { AppStateProvider } from './state/AppStateProvider';
import type { AppState } from './state/appState';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  /** A browser router in the page, a memory router in tests; both built from buildRoutes(). */
  router: AppRouter;
  queryClient?: QueryClient;
  initialState?: AppState;
}

/** The customer app: app-wide state, server state (with failure routing) and the routes. */
export function App({ router, queryClient, initialState }: AppProps) {
  return (
    <AppStateProvider initialState={initialState}>
      <ApiProvider
        navigate={(path, state) => void router.navigate(path, state ? { state } : undefined)}
        client={queryClient}
      >
        <RouterProvider router={router} />
      </ApiProvider>
    </AppStateProvider>
  );
}
