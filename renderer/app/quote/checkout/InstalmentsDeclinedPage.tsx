import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { pathFor } from '../../../../journey/src/pathFor';
import { updatePaymentOption } from '../../api/quoteApi';
import { queryKeys } from '../../api/queryKeys';
import { journey, pages, textValues } from '../../journey';
import { PageHeading } from '../../pages/PageHeading';
import { useBoughtLeaves } from './useBoughtLeaves';
import { useAppDispatch } from '../../state/useAppState';
import { checkoutText } from './checkoutText';

const page = pages.pages.InstalmentsDeclined;
const payInFull = page.actions?.find((action) => action.route === 'Payment')?.label ?? '';

/**
 * The credit application was declined: the texts of pages.json, and Pay in full, which changes
 * the payment method to paying in full and goes on to the card payment.
 */
export function InstalmentsDeclinedPage() {
  useBoughtLeaves('InstalmentsDeclined');
  const [search] = useSearchParams();
  const uuid = search.get('uuid') ?? '';
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const client = useQueryClient();
  const { mutateAsync: payInFullInstead, isPending } = useMutation({
    mutationFn: () => updatePaymentOption(uuid, { is_pay_monthly: false }),
  });

  const onPayInFull = async () => {
    dispatch({ type: 'loadingStarted', message: checkoutText.instalmentsDeclined.loading });
    try {
      const saved = await payInFullInstead();
      dispatch({ type: 'loadingStopped' });
      client.setQueryData(queryKeys.proposal(uuid), saved);
      void navigate(pathFor(journey, 'Payment', { uuid }));
    } catch {
      // The app's failure handler has cleared the loading overlay and routed the customer.
    }
  };

  return (
    <div className="page page--message">
      <PageHeading route="InstalmentsDeclined" />
      {page.body?.map((paragraph, index) => (
        <p key={index} className="page__text">
          {fillTemplate(paragraph, textValues)}
        </p>
      ))}
      {uuid ? (
        <div className="page__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={isPending}
            onClick={() => void onPayInFull()}
          >
            {payInFull}
          </button>
        </div>
      ) : null}
    </div>
  );
}
