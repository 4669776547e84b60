import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { startCardPayment } from '../../api/quoteApi';
import { PageHeading } from '../../pages/PageHeading';
import { useAppDispatch, useAppState } from '../../state/useAppState';
import { useQuoteProposal } from '../useQuoteProposal';
import { checkoutText } from './checkoutText';
import { leaveFor } from './browserLocation';
import { formatMoney } from '../money';
import { paymentTarget } from './paymentTarget';

const text = checkoutText.payment;

/**
 * The amount to pay (the premium, or the deposit when paying monthly: the amount the payment
 * call answers, which is what is charged) and the card payment frame. Each visit starts the
 * payment afresh; a proposal already paid for goes to ThankYou. Back goes to the Direct Debit
 * form when paying monthly, else to the summary. A failing payment service is routed to Failed
 * by the app's failure handler.
 */
export function PaymentPage() {
  const { uuid, proposal, pathTo } = useQuoteProposal('Payment');
  const { paymentFrameUrl } = useAppState();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [amount, setAmount] = useState<number>();
  const [redirecting, setRedirecting] = useState(false);
  const { mutateAsync: startPayment } = useMutation({
    mutationFn: () => startCardPayment(uuid, pathTo('ThankYou')),
  });
  const started = useRef(false);
  const ready = proposal !== undefined;

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    dispatch({ type: 'paymentFrameUrlSet', url: null });
    startPayment()
      .then((answer) => {
        if (answer.status === 'succeeded') {
          void navigate(pathTo('ThankYou'), { replace: true });
          return;
        }
        setAmount(answer.amount);
        if (paymentTarget(answer.payment_url, window.location.origin) === 'redirect') {
          setRedirecting(true);
          leaveFor(answer.payment_url);
          return;
        }
        dispatch({ type: 'paymentFrameUrlSet', url: answer.payment_url });
      })
      .catch(() => {
        // The app's failure handler has logged it and routed the customer (Failed or Exception).
      });
  }, [ready, startPayment, dispatch, navigate, pathTo]);

  const monthly = proposal?.is_pay_monthly === true;
  // The frame of this visit only: the address a previous visit stored is not shown again.
  const frameUrl = amount !== undefined ? paymentFrameUrl : null;
  return (
    <div className="page checkout">
      <PageHeading route="Payment" />
      {amount !== undefined ? (
        <p className="checkout__amount">
          <span className="checkout__amount-label">{monthly ? text.depositLabel : text.amountLabel}</span>{' '}
          <strong className="checkout__amount-value">{formatMoney(amount)}</strong>
        </p>
      ) : null}
      {amount !== undefined && monthly ? <p className="page__text">{text.depositNote}</p> : null}
      <section className="checkout__section" aria-labelledby="card-payment-heading">
        <h2 id="card-payment-heading" className="checkout__heading">
          {text.frameHeading}
        </h2>
        <div aria-live="polite">
          {redirecting ? <p className="page__text">{text.redirecting}</p> : null}
          {!redirecting && !frameUrl ? <p className="page__text">{text.preparing}</p> : null}
        </div>
        {!redirecting && frameUrl ? (
          <>
            <p className="page__text">{text.frameIntro}</p>
            <iframe className="checkout__frame" title={text.frameTitle} src={frameUrl} />
          </>
        ) : null}
      </section>
      {proposal ? (
        <div className="page__actions">
          <Link className="button button--secondary" to={pathTo(monthly ? 'Instalments' : 'Summary')}>
            {text.back}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
