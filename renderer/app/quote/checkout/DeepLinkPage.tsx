import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pathFor } from '../../../../journey/src/pathFor';
import { recallQuote } from '../../api/quoteApi';
import { pageFormParts } from '../../forms/PageForm';
import { journey } from '../../journey';
import { PageHeading } from '../../pages/PageHeading';
import { useAppDispatch } from '../../state/useAppState';
import { checkoutText } from './checkoutText';
import { deepLinkRequest } from './deepLinkRequest';
import { recallFailureMessage, recallNotFoundMessage } from './recallOutcome';
import { useRecalled } from './useRecalled';

const text = checkoutText.deepLink;

/**
 * Opens a quote from a link another page provides (`?reference=&postcode=&dob=`): the recall call
 * with the whole request, sent once on arrival. A match opens its price page; a link that does
 * not match, or is incomplete or invalid, says so and offers the recall page.
 */
export function DeepLinkPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const recalled = useRecalled();
  const [message, setMessage] = useState<string>();
  const { mutateAsync: recall } = useMutation({ mutationFn: recallQuote });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const request = deepLinkRequest(search);
    const { reference, postcode, dob } = request ?? {};
    // The recall form's own checks: a link that would fail them is not worth sending.
    if (!request || pageFormParts('recall').checks.validate({ reference, postcode, dob }).length > 0) {
      setMessage(recallNotFoundMessage);
      return;
    }
    dispatch({ type: 'loadingStarted' });
    recall(request)
      .then((proposal) => {
        dispatch({ type: 'loadingStopped' });
        void navigate(recalled(proposal), { replace: true });
      })
      .catch((error: unknown) => setMessage(recallFailureMessage(error)));
  }, [search, recall, dispatch, navigate, recalled]);

  return (
    <div className="page checkout">
      <PageHeading route="DeepLink" />
      <div className="checkout__alert" role="alert">
        {message ? <p className="checkout__error">{message}</p> : null}
      </div>
      {message ? (
        <div className="page__actions">
          <Link className="button button--primary" to={pathFor(journey, 'Recall')}>
            {text.recallLink}
          </Link>
        </div>
      ) : (
        <p className="page__text" role="status">
          {text.retrieving}
        </p>
      )}
    </div>
  );
}
