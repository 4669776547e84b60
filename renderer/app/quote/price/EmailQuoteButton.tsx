import { useMutation } from '@tanstack/react-query';
import { sendQuoteEmail } from '../../api/quoteApi';
import { priceText } from './priceText';

/**
 * "Email yourself this quote": after the e-mail is queued, "Email has been sent" is announced.
 * Pressed again while it sends, it sends nothing more; it keeps the focus throughout.
 * A failure is only logged (the failure handler does so; errors.json keeps the customer here).
 */
export function EmailQuoteButton({ uuid }: { uuid: string }) {
  const send = useMutation({ mutationFn: () => sendQuoteEmail(uuid) });
  return (
    <div className="price-email">
      {/* aria-disabled, not disabled, while it sends: a disabled button loses the focus. */}
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={send.isPending || undefined}
        onClick={() => {
          if (!send.isPending) send.mutate();
        }}
      >
        {priceText.email.button}
      </button>
      <p className="price-email__status" aria-live="polite">
        {send.isSuccess ? priceText.email.sent : ''}
      </p>
    </div>
  );
}
