import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { FailureRouting } from '../../../journey/src/contentTypes';
import { pathFor } from '../../../journey/src/pathFor';
import { errorCatalogue, journey } from '../journey';
import { ApiError } from './ApiError';
import type { Proposal } from './apiTypes';
import { queryKeys } from './queryKeys';
import { routeForFailure } from './routeForFailure';

/** What the app does about a failed call: the effects are passed in so tests can watch them. */
export interface FailureEffects {
  /** Goes to `path`; a refusal with a page of its own passes the page why it came (RefusedState). */
  navigate: (path: string, state?: RefusedState) => void;
  stopLoading: () => void;
  log?: (error: unknown) => void;
  /** Forgets what the app holds of the server's state, so the next page reads it afresh. */
  refresh?: () => void;
}

/**
 * What a page reached through a refusal with a page of its own is told: the refusal's error code
 * (the price page, sent `price_answers_required`, shows what its Continue needs answered).
 */
export interface RefusedState {
  refused: string;
}

/** The error code a page was sent for by a refusal (handleFailure), if it was. */
export function refusedFor(state: unknown): string | undefined {
  const refused = (state as Partial<RefusedState> | null | undefined)?.refused;
  return typeof refused === 'string' ? refused : undefined;
}

/**
 * The global failure handler: every failed query or mutation is logged and clears the loading
 * overlay; then errors.json decides whether the customer goes to Expired, Exception or stays.
 */
export function handleFailure(effects: FailureEffects, routing: FailureRouting = errorCatalogue.routing) {
  return (error: unknown): void => {
    effects.stopLoading();
    (effects.log ?? console.error)(error);
    const route = routeForFailure(error, routing);
    if (!route) return;
    // A code with a page of its own (the price page after a stale quote, Failed after a payment
    // service failure) keeps the proposal the call named, and that proposal is read again.
    const own = error instanceof ApiError && error.code !== undefined && routing.codeRoutes[error.code];
    const uuid = own ? proposalOf((error as ApiError).url) : undefined;
    const path = pathFor(journey, route, uuid ? { uuid } : undefined);
    if (!own) {
      effects.navigate(path);
      return;
    }
    effects.refresh?.();
    effects.navigate(path, { refused: (error as ApiError).code! });
  };
}

/** The proposal a call named in its path, if any: `/api/proposal/{uuid}/...`. */
function proposalOf(url: string): string | undefined {
  return /\/api\/proposal\/([0-9a-f-]{36})(?:[/?]|$)/i.exec(url)?.[1];
}

/**
 * A mutation's `meta` naming the error codes its caller answers itself (the form shows a refused
 * save's messages, and loads again answers another tab saved): those are neither logged nor routed.
 */
export function callerHandles(...codes: string[]): { callerHandles: readonly string[] } {
  return { callerHandles: codes };
}

function handledByCaller(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  const codes = meta?.callerHandles;
  return (
    error instanceof ApiError &&
    error.code !== undefined &&
    Array.isArray(codes) &&
    codes.includes(error.code)
  );
}

/** A lost connection or a server fault may pass on a second try; an answer from us will not. */
function retryQuery(failureCount: number, error: unknown): boolean {
  const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
  return transient && failureCount < 1;
}

/** A proposal a call answered with (every call that saves answers one): it names its uuid. */
function answeredProposal(data: unknown): (Proposal & { uuid: string }) | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const uuid = (data as Proposal).uuid;
  return typeof uuid === 'string' && uuid !== '' ? (data as Proposal & { uuid: string }) : undefined;
}

/**
 * The app's QueryClient, with the global failure handler on both caches. Every call that
 * answers a proposal (a form step's save, a quote, a requote, add-ons, payment options, confirm,
 * pay-monthly...) puts it in the cache as the proposal the server holds now, before the caller
 * goes on: no page shows a price the server no longer holds.
 */
export function createQueryClient(effects: FailureEffects, routing?: FailureRouting): QueryClient {
  const onFailure = handleFailure({ refresh: () => void client.invalidateQueries(), ...effects }, routing);
  const onSaved = (data: unknown, variables: unknown) => {
    // A check-only call (payment-option's `check: true`) answers what would be saved, not what is.
    if (
      typeof variables === 'object' &&
      variables !== null &&
      (variables as { check?: unknown }).check === true
    )
      return;
    const proposal = answeredProposal(data);
    if (proposal) client.setQueryData(queryKeys.proposal(proposal.uuid), proposal);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onFailure }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (handledByCaller(error, mutation.meta)) effects.stopLoading();
        else onFailure(error);
      },
      onSuccess: onSaved,
    }),
    defaultOptions: {
      // The proposal changes only through this app; refetching on focus would only add load.
      queries: { retry: retryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
