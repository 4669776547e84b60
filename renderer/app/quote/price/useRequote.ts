import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pathFor } from '../../../../journey/src/pathFor';
import type { RouteName } from '../../../../journey/src/journeyTypes';
import type { Proposal } from '../../api/apiTypes';
import { callerHandles } from '../../api/queryClient';
import { routeForFailure } from '../../api/routeForFailure';
import { updateAndRequote } from '../../api/quoteApi';
import { errorCatalogue, journey, pages } from '../../journey';
import { useAppDispatch } from '../../state/useAppState';
import { isOvertaken, useReadLatest } from '../ChangedElsewhere';

const outcome = (name: string, fallback: RouteName): RouteName => {
  const route = errorCatalogue.outcomes[name];
  return route && route !== 'log' ? route : fallback;
};

/**
 * Saves a changed proposal (start date, voluntary excess, registration) and quotes it again,
 * with the "updating your quote" overlay. A quoted answer replaces the page's proposal and is
 * returned; one that is not quoted goes to Declined; a failed call goes to Exception (or
 * Expired: the global failure handler decides first). A save another window overtook (conflict)
 * loads the proposal it saved in place of the page's, and `onOvertaken` is told. Resolves
 * undefined when the page leaves or shows another proposal.
 */
export function useRequote(setProposal: (proposal: Proposal) => void, onOvertaken: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const readLatest = useReadLatest();
  const mutation = useMutation({ mutationFn: updateAndRequote, meta: callerHandles('conflict') });
  return async (proposal: Proposal): Promise<Proposal | undefined> => {
    dispatch({ type: 'loadingStarted', message: pages.loading.updating });
    let answer: Proposal;
    try {
      answer = await mutation.mutateAsync(proposal);
    } catch (error) {
      const uuid = proposal.uuid;
      if (isOvertaken(error) && uuid) {
        if (await readLatest(uuid)) onOvertaken();
        return undefined;
      }
      // The global handler has logged it, cleared the overlay and routed a 419 or a failure it
      // does not exempt; any other status than 200 still ends the requote at Exception.
      if (routeForFailure(error, errorCatalogue.routing) === undefined) {
        void navigate(pathFor(journey, outcome('requoteNot200', 'Exception')));
      }
      return undefined;
    }
    dispatch({ type: 'loadingStopped' });
    if (answer.quote?.is_quoted !== true) {
      void navigate(pathFor(journey, outcome('requoteNotQuoted', 'Declined')));
      return undefined;
    }
    setProposal(answer);
    return answer;
  };
}
