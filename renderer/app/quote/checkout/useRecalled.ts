import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pathFor } from '../../../../journey/src/pathFor';
import type { Proposal } from '../../api/apiTypes';
import { queryKeys } from '../../api/queryKeys';
import { journey } from '../../journey';

/** Puts a recalled proposal in the query cache and gives the address of its price page. */
export function useRecalled(): (proposal: Proposal) => string {
  const client = useQueryClient();
  return useCallback(
    (proposal: Proposal) => {
      const uuid = proposal.uuid ?? '';
      client.setQueryData(queryKeys.proposal(uuid), proposal);
      return pathFor(journey, 'PricePresentation', { uuid });
    },
    [client],
  );
}
