import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { pathFor } from '../../../journey/src/pathFor';
import { draftKey, forgetQuoted, readDraft, readQuoted } from '../form/formDraft';
import { ProposalForm } from '../form/ProposalForm';
import { stepToOpen } from '../form/useStepInUrl';
import { journey } from '../journey';
import { useAppDispatch } from '../state/useAppState';
import { PageHeading } from './PageHeading';

/**
 * The proposal form for a new quote (the seven steps of journey.json). It starts at step 1 unless
 * this tab holds the answers of one under way (a reload): then they are back, with the step the
 * address names if it had been reached. A step of a new quote already quoted (the browser's Back
 * from the price) is that step of the stored proposal's edit form; the form opened afresh, with
 * no step named, starts a new quote.
 */
export function QuoteCreateFormPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const [draft] = useState(() => readDraft(draftKey()));
  const [openAt] = useState(() => stepToOpen(params.get('step'), journey.steps.length));
  const [quoted] = useState(() => (draft || !params.has('step') ? undefined : readQuoted()));
  // Once, as the page opens: afterwards the address follows the steps (useStepInUrl).
  const setParamsRef = useRef(setParams);
  useEffect(() => {
    if (quoted) return;
    forgetQuoted();
    const setParams = setParamsRef.current;
    const furthest = Math.min(draft?.furthest ?? 0, journey.steps.length - 1);
    dispatch({ type: 'furthestStepSet', step: furthest });
    dispatch({ type: 'stepOpened', step: Math.min(openAt, furthest) });
    // A step not reached yet is not opened: the address names the one that is.
    if (openAt > furthest)
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('step', String(furthest + 1));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [dispatch, draft, openAt, quoted]);
  if (quoted) {
    const edit = new URLSearchParams({ uuid: quoted, step: String(openAt + 1) });
    return <Navigate to={`${pathFor(journey, 'QuoteEditForm')}?${edit}`} replace />;
  }
  return (
    <div className="page">
      <PageHeading route="QuoteCreateForm" />
      <ProposalForm initial={{}} draft={draft} />
    </div>
  );
}
