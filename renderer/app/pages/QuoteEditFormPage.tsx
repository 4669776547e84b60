import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { journey } from '../journey';
import { getProposal } from '../api/proposalApi';
import { queryKeys } from '../api/queryKeys';
import { ProposalForm } from '../form/ProposalForm';
import { useAppDispatch } from '../state/useAppState';
import { PageHeading } from './PageHeading';
import { RedirectTo } from '../layout/RedirectTo';

/** The proposal form over the stored proposal named by the uuid query parameter. */
export function QuoteEditFormPage() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const dispatch = useAppDispatch();
  const { data } = useQuery({
    queryKey: queryKeys.proposal(uuid),
    queryFn: () => getProposal(uuid),
    enabled: uuid !== '',
  });
  // A stored proposal has answered every step: each one can be reopened.
  useEffect(() => {
    if (!data) return;
    dispatch({ type: 'furthestStepSet', step: journey.steps.length - 1 });
    dispatch({ type: 'stepOpened', step: 0 });
  }, [data, dispatch]);
  if (!uuid) return <RedirectTo route="QuoteCreateForm" />;
  return (
    <div className="page">
      <PageHeading route="QuoteEditForm" />
      {data ? <ProposalForm key={uuid} initial={data as Record<string, unknown>} uuid={uuid} /> : null}
    </div>
  );
}
