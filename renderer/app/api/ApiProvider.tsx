import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useAppDispatch } from '../state/useAppState';
import { createQueryClient, type FailureEffects } from './queryClient';

interface ApiProviderProps {
  /** Client-side navigation; the failure handler runs outside React, so it cannot use hooks. */
  navigate: FailureEffects['navigate'];
  /** A client of the test's own; by default one with the global failure handler. */
  client?: QueryClient;
  children: ReactNode;
}

/** Server state for the app: the QueryClient, wired to the router and the loading flag. */
export function ApiProvider({ navigate, client, children }: ApiProviderProps) {
  const dispatch = useAppDispatch();
  const [queryClient] = useState(
    () => client ?? createQueryClient({ navigate, stopLoading: () => dispatch({ type: 'loadingStopped' }) }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
