import { useEffect } from 'react';
import { ProposalForm } from '../form/ProposalForm';
import { useAppDispatch } from '../state/useAppState';
import { PageHeading } from './PageHeading';

/** The proposal form for a new quote (the seven steps of journey.json). */
export function QuoteCreateFormPage() {
  const dispatch = useAppDispatch();
  // A new quote starts at step 1, whatever an earlier visit left open.
  useEffect(() => dispatch({ type: 'furthestStepSet', step: 0 }), [dispatch]);
  return (
    <div className="page">
      <PageHeading route="QuoteCreateForm" />
      <ProposalForm initial={{}} />
    </div>
  );
}
