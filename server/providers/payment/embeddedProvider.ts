import { createHash } from 'node:crypto';
import type { EmbeddedPaymentNotification } from '../../../schemas/generated/index';
import type { Check } from '../../validation';
import { headerValue, signatureHeader, verifySignature } from './signature';
import {
  NotificationRejectedError,
  type NotificationHeaders,
  type ParsedNotification,
  type PaymentProvider,
  type Session,
  type SessionRequest,
} from './types';

/** The header the embedded provider signs its notifications with. */
export const EMBEDDED_SIGNATURE_HEADER = 'x-payment-signature';

/** The path of the embedded provider's hosted card page for one payment. */
export const hostedPagePath = (paymentId: string) => `/hosted-payments/${encodeURIComponent(paymentId)}`;

/**
 * The embedded default: a hosted card page served by this process under /hosted-payments (see
 * hostedPage/), which takes Stripe's test cards and reports each outcome in a notification signed
 * exactly as Stripe signs its webhooks, verified by the same code. Works offline on one machine.
 */
export class EmbeddedPaymentProvider implements PaymentProvider {
  readonly name = 'embedded' as const;

  constructor(
    private readonly secret: string,
    private readonly checkNotification: Check,
  ) {}

  async createSession(request: SessionRequest): Promise<Session> {
    // Derived from the idempotency key, so a retried create names the same session.
    const reference = `emb_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    return { url: hostedPagePath(request.paymentId), reference };
  }

  /** The hosted page's side: the signed body and header it sends to our notification endpoint. */
  signNotification(
    notification: EmbeddedPaymentNotification,
    now: Date,
  ): { rawBody: Buffer; headers: NotificationHeaders } {
    const rawBody = Buffer.from(JSON.stringify(notification));
    return { rawBody, headers: { [EMBEDDED_SIGNATURE_HEADER]: signatureHeader(rawBody, this.secret, now) } };
  }

  parseNotification(rawBody: Buffer, headers: NotificationHeaders, now: Date): ParsedNotification {
    const check = verifySignature(rawBody, headerValue(headers[EMBEDDED_SIGNATURE_HEADER]), this.secret, now);
    if (!check.ok) throw new NotificationRejectedError(`signature ${check.reason}`);
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new NotificationRejectedError('body is not JSON');
    }
    if (this.checkNotification(body).length > 0)
      throw new NotificationRejectedError('body is not a notification');
    const n = body as EmbeddedPaymentNotification;
    return {
      kind: 'outcome',
      outcome: {
        status: n.type === 'payment.succeeded' ? 'succeeded' : 'failed',
        paymentId: n.payment_id,
        reference: n.reference,
        amountPence: n.amount_pence,
        ...(n.card_last4 ? { cardLast4: n.card_last4 } : {}),
        ...(n.card_brand ? { cardBrand: n.card_brand } : {}),
        ...(n.reason ? { reason: n.reason } : {}),
      },
    };
  }
}
