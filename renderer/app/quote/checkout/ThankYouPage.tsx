import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pathFor } from '../../../../journey/src/pathFor';
import { ApiError } from '../../api/ApiError';
import type { Proposal } from '../../api/apiTypes';
import { getProposal } from '../../api/proposalApi';
import { isNotFound } from '../../api/isNotFound';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { queryKeys } from '../../api/queryKeys';
import { acceptQuote, runDeviceRiskCheck, saveDeviceRisk } from '../../api/quoteApi';
import { routeForFailure } from '../../api/routeForFailure';
import { errorCatalogue, journey } from '../../journey';
import { focusMainIfLost } from '../../layout/focusMainIfLost';
import { PageHeading } from '../../pages/PageHeading';
import { useAppDispatch } from '../../state/useAppState';
import { checkoutText } from './checkoutText';
import { completePurchase } from './completePurchase';
import { PurchaseConfirmation } from './PurchaseConfirmation';
import { loadFingerprintScript, waitForBlackbox, type FingerprintHost } from './waitForBlackbox';

/** The real clock and timer of the fingerprint wait. */
const browserTimers = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
};

/**
 * The confirmation after purchase (also at /quote/complete, the payment's other return address).
 * It runs the thank-you flow once (completePurchase): an accepted quote shows the confirmation; a
 * paid one is completed first (fingerprint, fraud check, acceptance); an unpaid one goes to Failed.
 */
export function ThankYouPage() {
  const [search] = useSearchParams();
  const uuid = search.get('uuid') ?? '';
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const client = useQueryClient();
  const [confirmed, setConfirmed] = useState<Proposal>();
  const [unknown, setUnknown] = useState(false);
  const { mutateAsync: complete } = useMutation({
    mutationFn: () =>
      completePurchase(uuid, {
        getProposal,
        saveDeviceRisk,
        runDeviceRiskCheck,
        acceptQuote,
        waitForBlackbox: () => {
          const host = window as FingerprintHost;
          loadFingerprintScript(host, document);
          return waitForBlackbox(host, browserTimers);
        },
        onCompleting: () => dispatch({ type: 'loadingStarted', message: checkoutText.thankYou.completing }),
      }),
  });
  // Runs once per page, even when React runs effects twice: acceptance is not asked for twice.
  const started = useRef(false);

  useEffect(() => {
    if (!uuid) {
      void navigate(pathFor(journey, 'Recall'), { replace: true });
      return;
    }
    if (started.current) return;
    started.current = true;
    dispatch({ type: 'loadingStarted' });
    complete()
      .then((outcome) => {
        dispatch({ type: 'loadingStopped' });
        if (outcome.kind === 'confirmed') {
          client.setQueryData(queryKeys.proposal(uuid), outcome.proposal);
          setConfirmed(outcome.proposal);
        } else {
          void navigate(pathFor(journey, outcome.route, outcome.route === 'Failed' ? { uuid } : {}), {
            replace: true,
          });
        }
      })
      .catch((error: unknown) => {
        // The failure handler has logged it and cleared the loading overlay; it routed the API
        // failures it knows. Anything else here (the fingerprint timeout too) is a technical issue.
        if (error instanceof ApiError && routeForFailure(error, errorCatalogue.routing)) return;
        // No proposal has this uuid: the address is not found, not a technical issue.
        if (isNotFound(error)) return setUnknown(true);
        void navigate(pathFor(journey, 'Exception'), { replace: true });
      });
  }, [uuid, complete, dispatch, navigate, client]);

  // The wait's dialog had no control to give the focus back to (the page had just opened): the
  // confirmation's main content takes it.
  useEffect(() => {
    if (confirmed) focusMainIfLost();
  }, [confirmed]);

  if (unknown) return <NotFoundPage />;
  return (
    <div className="page checkout">
      <PageHeading route="ThankYou" />
      {confirmed ? <PurchaseConfirmation uuid={uuid} proposal={confirmed} /> : null}
    </div>
  );
}
