import { NotificationRejectedError, type ParsedNotification, type PaymentOutcome } from './types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const text = (value: unknown, max = 255): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

/**
 * Reads a Stripe event (already signature-checked) into an outcome. Stripe's event carries
 * hundreds of fields that change between API versions, so it is not held to one of our schemas
 * (which forbid unknown fields); instead the few fields we act on are read and type-checked here,
 * and anything we cannot read is refused as not Stripe's document.
 */
export function readStripeEvent(body: unknown): ParsedNotification {
  if (!isObject(body)) throw new NotificationRejectedError('event is not an object');
  const type = text(body.type, 100);
  if (!type || body.object !== 'event') throw new NotificationRejectedError('event has no type');
  const session = isObject(body.data) ? body.data.object : undefined;
  if (!type.startsWith('checkout.session.')) return { kind: 'ignored', type };
  if (!isObject(session)) throw new NotificationRejectedError('event has no session');

  const reference = text(session.id);
  if (!reference || !reference.startsWith('cs_')) throw new NotificationRejectedError('session has no id');
  const metadata = isObject(session.metadata) ? session.metadata : {};
  const paymentId = text(metadata.payment_id, 80);
  const amount = session.amount_total;
  const base: Omit<PaymentOutcome, 'status'> = {
    reference,
    ...(paymentId ? { paymentId } : {}),
    ...(Number.isInteger(amount) ? { amountPence: amount as number } : {}),
  };

  switch (type) {
    case 'checkout.session.completed':
      // A card payment is 'paid' on completion; 'unpaid' means a delayed method still settling.
      return session.payment_status === 'paid'
        ? { kind: 'outcome', outcome: { ...base, status: 'succeeded' } }
        : { kind: 'ignored', type: `${type} (${String(session.payment_status)})` };
    case 'checkout.session.async_payment_succeeded':
      return { kind: 'outcome', outcome: { ...base, status: 'succeeded' } };
    case 'checkout.session.async_payment_failed':
      return { kind: 'outcome', outcome: { ...base, status: 'failed', reason: 'async_payment_failed' } };
    case 'checkout.session.expired':
      return { kind: 'outcome', outcome: { ...base, status: 'failed', reason: 'session_expired' } };
    default:
      return { kind: 'ignored', type };
  }
}

/** The state of a retrieved Checkout Session (GET /v1/checkout/sessions/{id}). */
export function stripeSessionState(session: unknown): 'succeeded' | 'failed' | 'pending' | undefined {
  if (!isObject(session) || typeof session.id !== 'string') return undefined;
  if (session.payment_status === 'paid') return 'succeeded';
  if (session.status === 'expired') return 'failed';
  return 'pending';
}
