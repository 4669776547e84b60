import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FormDocument } from '../../../engine/form/types';
import { recallQuote, type RecallDetails } from '../../api/quoteApi';
import { PageForm } from '../../forms/PageForm';
import { PageHeading } from '../../pages/PageHeading';
import { useAppDispatch } from '../../state/useAppState';
import { checkoutText } from './checkoutText';
import { recallFailureMessage } from './recallOutcome';
import { useRecalled } from './useRecalled';

/**
 * "Retrieve a Quote": the quote reference, postcode and date of birth (journey/forms/recall).
 * A match opens its price page; no match, or too many attempts, is said under the form.
 */
export function RecallPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const recalled = useRecalled();
  const [message, setMessage] = useState<string>();
  const { mutateAsync: recall } = useMutation({ mutationFn: recallQuote });

  const onValid = async (data: FormDocument) => {
    setMessage(undefined);
    dispatch({ type: 'loadingStarted', message: checkoutText.recall.loading });
    try {
      const proposal = await recall(data as unknown as RecallDetails);
      dispatch({ type: 'loadingStopped' });
      void navigate(recalled(proposal));
    } catch (error) {
      // The failure handler has cleared the loading overlay, logged it, and routed what it routes.
      setMessage(recallFailureMessage(error));
    }
  };

  return (
    <div className="page checkout">
      <PageHeading route="Recall" />
      <p className="page__text">{checkoutText.recall.intro}</p>
      <PageForm name="recall" initialData={{}} onValid={(data) => void onValid(data)} />
      <div className="checkout__alert" role="alert">
        {message ? <p className="checkout__error">{message}</p> : null}
      </div>
    </div>
  );
}
