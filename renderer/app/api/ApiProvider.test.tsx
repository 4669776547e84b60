import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { AppStateProvider } from '../state/AppStateProvider';
import { useAppDispatch, useAppState } from '../state/useAppState';
import { ApiError } from './ApiError';
import { ApiProvider } from './ApiProvider';

function Probe({ error }: { error: ApiError }) {
  const dispatch = useAppDispatch();
  const { loading } = useAppState();
  useEffect(() => dispatch({ type: 'loadingStarted' }), [dispatch]);
  useQuery({ queryKey: ['probe'], queryFn: () => Promise.reject(error), retry: false });
  return <p>{loading ? 'loading' : 'idle'}</p>;
}

describe('ApiProvider', () => {
  test.each([
    ['an expired session', new ApiError(419, '/api/proposal/u1', undefined), ['/quote/session-expired']],
    ['a server fault', new ApiError(500, '/api/proposal/u1', undefined), ['/error/exception']],
    ['a quote not found', new ApiError(404, '/api/proposal/recall', 'not_found'), []],
  ])(
    'after %s the loading overlay clears and the router goes where errors.json says',
    async (_, error, paths) => {
      const navigate = vi.fn();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(
        <AppStateProvider>
          <ApiProvider navigate={navigate}>
            <Probe error={error} />
          </ApiProvider>
        </AppStateProvider>,
      );
      await waitFor(() => expect(screen.getByText('idle')).toBeInTheDocument());
      expect(navigate.mock.calls.map(([path]) => path)).toEqual(paths);
    },
  );
});
