import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Proposal } from '../api/apiTypes';
import { ApiError } from '../api/ApiError';
import { getProposal } from '../api/proposalApi';
import { queryKeys } from '../api/queryKeys';

/**
 * Whether a change this tab held to the version it read (If-Match) was refused because another
 * window saved first (409 `conflict`): the page's proposal and quote are no longer the stored ones.
 */
export function isOvertaken(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'conflict';
}

/**
 * Reads proposal `uuid` again into the query cache, so every page shows the latest answers and
 * quote (and this tab holds to their version from then on). Resolves undefined when the read
 * fails: the failure handler has routed it, as every page's read is.
 */
export function useReadLatest(): (uuid: string) => Promise<Proposal | undefined> {
  const client = useQueryClient();
  return useCallback(
    (uuid: string) =>
      client
        .fetchQuery({ queryKey: queryKeys.proposal(uuid), queryFn: () => getProposal(uuid), staleTime: 0 })
        .catch(() => undefined),
    [client],
  );
}
