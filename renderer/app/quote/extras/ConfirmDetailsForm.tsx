import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoadedQuoteProposal } from '../useQuoteProposal';
import type { FormDocument } from '../../../engine/form/types';
import { callerHandles } from '../../api/queryClient';
import { confirmDetails, type ConfirmDetails } from '../../api/quoteApi';
import { PageForm } from '../../forms/PageForm';
import { useAppDispatch } from '../../state/useAppState';
import { isOvertaken, useReadLatest } from '../ChangedElsewhere';
import { confirmInitialData, routeAfterConfirm } from './confirmDetailsData';

/**
 * The confirm-details form (journey/forms/confirm-details): its Continue sends the e-mail
 * address, mobile number, auto-renewal and declarations, then goes on to SiraDeclined when
 * referred, Instalments when paying monthly, else Payment. It holds to the quote the page shows:
 * when another window changed it first, the latest is read and `onOvertaken` told.
 */
export function ConfirmDetailsForm({
  uuid,
  proposal,
  setProposal,
  pathTo,
  onOvertaken,
}: LoadedQuoteProposal & { onOvertaken: () => void }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [initialData] = useState(() => confirmInitialData(proposal));
  const confirm = useMutation({
    mutationFn: (body: ConfirmDetails) => confirmDetails(uuid, body),
    meta: callerHandles('conflict'),
  });
  const readLatest = useReadLatest();
  const onValid = async (answers: FormDocument) => {
    dispatch({ type: 'loadingStarted' });
    try {
      const answer = await confirm.mutateAsync(answers as unknown as ConfirmDetails);
      setProposal(answer);
      dispatch({ type: 'loadingStopped' });
      const next = routeAfterConfirm(answer);
      void navigate(pathTo(next));
    } catch (error) {
      // The global failure handler has stopped loading and routed the customer (errors.json), but
      // for a conflict: nothing was confirmed, and the latest quote is shown.
      if (isOvertaken(error) && (await readLatest(uuid))) onOvertaken();
    }
  };
  return <PageForm name="confirm-details" initialData={initialData} onValid={(data) => void onValid(data)} />;
}
