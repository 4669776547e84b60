import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { Proposal } from '../api/apiTypes';
import { ApiError } from '../api/ApiError';
import { getProposal } from '../api/proposalApi';
import { queryKeys } from '../api/queryKeys';

// How the pages after the form answer a change refused because another window saved first. One
// module, which the price, add-ons and summary pages all load, so that it joins the code they
// share rather than making a chunk of its own (the entry names every chunk a page needs).

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

/**
 * The word that another window changed the quote first, so the page now shows the latest one:
 * drawn once `times` (how often it happened on this page) is above 0, it takes the focus each
 * time, as the form's notice does.
 */
export function ChangedElsewhereNotice({ text, times }: { text: string; times: number }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (times > 0) notice.current?.focus();
  }, [times]);
  return times > 0 ? (
    <p ref={notice} className="form-notice" role="alert" tabIndex={-1}>
      {text}
    </p>
  ) : null;
}
