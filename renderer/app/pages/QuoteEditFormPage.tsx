import { deepEquals } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { journey } from '../journey';
import { isNotFound } from '../api/isNotFound';
import { getProposal } from '../api/proposalApi';
import { queryKeys } from '../api/queryKeys';
import { draftKey, readDraft } from '../form/formDraft';
import { ProposalForm } from '../form/ProposalForm';
import { engineText } from '../form/formText';
import { stepToOpen } from '../form/useStepInUrl';
import { useAppDispatch } from '../state/useAppState';
import { PageHeading } from './PageHeading';
import { RedirectTo } from '../layout/RedirectTo';
import { isPurchased } from '../quote/checkout/completePurchase';

/** `?step=3` opens the third step (a change link of the summary); the first step otherwise. */
export { stepToOpen };

/** The proposal form over the stored proposal named by the uuid query parameter. */
export function QuoteEditFormPage() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const openAt = stepToOpen(params.get('step'), journey.steps.length);
  const dispatch = useAppDispatch();
  // Answers changed before a reload and not saved yet are back over the stored ones, unless the
  // stored proposal has changed since (a requote on the price page): then it is the one shown.
  const [draft] = useState(() => (uuid ? readDraft(draftKey(uuid)) : undefined));
  const { data, error } = useQuery({
    queryKey: queryKeys.proposal(uuid),
    queryFn: () => getProposal(uuid),
    enabled: uuid !== '',
  });
  // No proposal has this uuid (mistyped, or an old link): the page is not found (RouteErrorPage),
  // where it said it was loading the questions for ever.
  if (isNotFound(error)) throw error;
  // A stored proposal has answered every step: each one can be reopened. Done once, when it has
  // loaded: a save that refreshes it must not reopen the step the page was opened on.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!data || opened.current === uuid) return;
    opened.current = uuid;
    dispatch({ type: 'furthestStepSet', step: journey.steps.length - 1 });
    dispatch({ type: 'stepOpened', step: openAt });
  }, [data, dispatch, openAt, uuid]);
  // No proposal named (`?uuid=` empty or missing): a new quote, its address without the empty uuid.
  if (!uuid) return <RedirectTo route="QuoteCreateForm" drop={['uuid']} />;
  // A bought policy's answers are not given to a browser (the server sends the thank-you view
  // only) and can no longer be changed: the form would be blank, so its thank-you page is shown.
  if (data && isPurchased(data)) return <RedirectTo route="ThankYou" />;
  return (
    <div className="page">
      <PageHeading route="QuoteEditForm" />
      {data ? (
        <ProposalForm
          key={uuid}
          initial={data as Record<string, unknown>}
          uuid={uuid}
          draft={draft && deepEquals(draft.saved, data) ? draft : undefined}
        />
      ) : (
        // The form's place is held while the proposal arrives (a screen's height, as a step waiting
        // for its checks holds), so the footer does not jump down when it comes.
        <p className="step-loading" role="status">
          {engineText.loadingStep}
        </p>
      )}
    </div>
  );
}
