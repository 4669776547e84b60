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

/** `?step=3` opens the third step (a change link of the summary); the first step otherwise. */
export function stepToOpen(value: string | null, steps: number): number {
  const number = value !== null && /^\d{1,2}$/.test(value) ? Number(value) : 1;
  return number >= 1 && number <= steps ? number - 1 : 0;
}

/** The proposal form over the stored proposal named by the uuid query parameter. */
export function QuoteEditFormPage() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const openAt = stepToOpen(params.get('step'), journey.steps.length);
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
    dispatch({ type: 'stepOpened', step: openAt });
  }, [data, dispatch, openAt]);
  if (!uuid) return <RedirectTo route="QuoteCreateForm" />;
  return (
    <div className="page">
      <PageHeading route="QuoteEditForm" />
      {data ? <ProposalForm key={uuid} initial={data as Record<string, unknown>} uuid={uuid} /> : null}
    </div>
  );
}
