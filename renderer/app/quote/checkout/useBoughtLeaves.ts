import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pathFor } from '../../../../journey/src/pathFor';
import type { RouteName } from '../../../../journey/src/journeyTypes';
import { getProposal } from '../../api/proposalApi';
import { queryKeys } from '../../api/queryKeys';
import { journey } from '../../journey';
import { redirectFor } from '../useQuoteProposal';

/**
 * The pages a payment's outcome leads to (Failed, InstalmentsDeclined) show at once, without the
 * proposal; once it has loaded, a proposal bought meanwhile (a retry that succeeded, another tab,
 * the browser's history) goes on to ThankYou as on every page after the form (redirectFor),
 * rather than being told its payment failed or its credit was declined and that its policy is not
 * set up. Without a uuid nothing is loaded.
 */
export function useBoughtLeaves(route: RouteName): void {
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const navigate = useNavigate();
  const { data } = useQuery({
    queryKey: queryKeys.proposal(uuid),
    queryFn: () => getProposal(uuid),
    enabled: uuid !== '',
  });
  const bought = data?.is_purchased === true || data?.quote?.is_purchased === true;
  const redirect = data && bought ? redirectFor(route, data) : undefined;
  useEffect(() => {
    if (redirect) void navigate(pathFor(journey, redirect, { uuid }), { replace: true });
  }, [redirect, uuid, navigate]);
}
