import { QueryObserver } from '@tanstack/react-query';
import { ApiError } from './ApiError';
import { pathFor } from '../../../journey/src/pathFor';
import { errorCatalogue, journey } from '../journey';
import { createQueryClient, handleFailure } from './queryClient';
import { queryKeys } from './queryKeys';

function effects() {
  return { navigate: vi.fn(), stopLoading: vi.fn(), log: vi.fn() };
}

describe('handleFailure', () => {
  test.each<[string, unknown, string | undefined]>([
    ['a 419 goes to Expired', new ApiError(419, '/api/proposal/u1', undefined), '/quote/session-expired'],
    ['a 500 goes to Exception', new ApiError(500, '/api/proposal/u1', undefined), '/error/exception'],
    ['a not_found stays', new ApiError(404, '/api/proposal/recall', 'not_found'), undefined],
    ['a pay-monthly failure stays', new ApiError(422, '/api/proposal/u1/pay-monthly', 'invalid'), undefined],
    ['a bug of ours stays', new Error('oops'), undefined],
  ])('%s, and loading always stops', (_, error, path) => {
    const fx = effects();
    handleFailure(fx)(error);
    expect(fx.stopLoading).toHaveBeenCalledTimes(1);
    expect(fx.log).toHaveBeenCalledWith(error);
    expect(fx.navigate.mock.calls).toEqual(path ? [[path]] : []);
  });
});

describe('a code with a page of its own', () => {
  const uuid = '6f1c2a7e-3b4d-4c5e-8f90-000000000001';
  test.each(Object.entries(errorCatalogue.routing.codeRoutes))(
    '%s goes to %s with the proposal the call named, read afresh',
    (code, route) => {
      const fx = { ...effects(), refresh: vi.fn() };
      handleFailure(fx)(new ApiError(409, `/api/proposal/${uuid}/confirm`, code));
      expect(fx.navigate.mock.calls).toEqual([[pathFor(journey, route, { uuid }), { refused: code }]]);
      expect(fx.refresh).toHaveBeenCalledTimes(1);
    },
  );

  test('quote_stale has a page of its own', () => {
    expect(errorCatalogue.routing.codeRoutes.quote_stale).toBeDefined();
  });
});

describe('createQueryClient', () => {
  test.each<[string, unknown, boolean]>([
    ['a save answering a proposal replaces the cached one', { is_pay_monthly: true }, true],
    ['a check-only call saves nothing and leaves the cache', { check: true, is_pay_monthly: true }, false],
  ])('%s', async (_, variables, replaced) => {
    const client = createQueryClient(effects());
    const uuid = '6f1c2a7e-3b4d-4c5e-8f90-000000000001';
    const key = queryKeys.proposal(uuid);
    client.setQueryData(key, { uuid, quote: { premium: 100 } });
    const answer = { uuid, quote: { premium: 200 } };
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.resolve(answer) });
    await mutation.execute(variables);
    expect(client.getQueryData(key)).toEqual(replaced ? answer : { uuid, quote: { premium: 100 } });
  });

  test('a failed mutation is routed by the global handler', async () => {
    const fx = effects();
    const client = createQueryClient(fx);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(419, '/api/proposal/u1', undefined)),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(fx.navigate).toHaveBeenCalledWith('/quote/session-expired');
  });

  test.each<[string, ApiError, number, string]>([
    [
      'a server fault is retried once, then routed',
      new ApiError(500, '/api/list', undefined),
      2,
      '/error/exception',
    ],
    ['a refusal is not retried', new ApiError(422, '/api/list', 'invalid'), 1, '/error/exception'],
    [
      'an expired session is not retried',
      new ApiError(419, '/api/list', undefined),
      1,
      '/quote/session-expired',
    ],
  ])('%s', async (_, error, calls, path) => {
    const fx = effects();
    const client = createQueryClient(fx);
    const queryFn = vi.fn(() => Promise.reject(error));
    const observer = new QueryObserver(client, { queryKey: ['x'], queryFn, retryDelay: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(fx.navigate).toHaveBeenCalledWith(path));
    unsubscribe();
    expect(queryFn).toHaveBeenCalledTimes(calls);
    expect(fx.navigate).toHaveBeenCalledTimes(1);
  });
});
