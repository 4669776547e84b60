import type { Logger } from 'pino';
import { headerValue, verifySignature } from './signature';
import { readStripeEvent, stripeSessionState } from './stripeEvent';
import {
  NotificationRejectedError,
  type NotificationHeaders,
  type ParsedNotification,
  type PaymentProvider,
  PaymentUnavailableError,
  type Session,
  type SessionRequest,
  type SessionState,
} from './types';

export const STRIPE_API_URL = 'https://api.stripe.com';

export interface StripeOptions {
  /** The API base, without a trailing slash; a local fake in tests. */
  apiUrl: string;
  secretKey: string;
  /** The endpoint's signing secret (whsec_...). */
  webhookSecret: string;
  timeoutMs: number;
  logger: Logger;
}

/**
 * Stripe Checkout: a hosted page Stripe serves (redirect the browser to it: Stripe refuses to be
 * framed), a webhook signed with Stripe-Signature, and Idempotency-Key on every create so a
 * retried request replays the first answer instead of opening a second session.
 */
export class StripeCheckoutProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly options: StripeOptions) {}

  async createSession(request: SessionRequest): Promise<Session> {
    const form = new URLSearchParams({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': String(request.amountPence),
      'line_items[0][price_data][product_data][name]': request.description,
      'line_items[0][quantity]': '1',
      client_reference_id: request.proposalUuid,
      'metadata[proposal_uuid]': request.proposalUuid,
      'metadata[payment_id]': request.paymentId,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    const session = await this.call(
      'create_session',
      'POST',
      '/v1/checkout/sessions',
      form,
      request.idempotencyKey,
    );
    const id = typeof session.id === 'string' && /^cs_\w{1,250}$/.test(session.id) ? session.id : undefined;
    const url = typeof session.url === 'string' && isHttpsUrl(session.url) ? session.url : undefined;
    if (!id || !url) throw this.unavailable('create_session', 'unreadable answer', false);
    return { url, reference: id };
  }

  async lookupSession(reference: string): Promise<SessionState> {
    const session = await this.call(
      'retrieve_session',
      'GET',
      `/v1/checkout/sessions/${encodeURIComponent(reference)}`,
    );
    const state = stripeSessionState(session);
    if (!state) throw this.unavailable('retrieve_session', 'unreadable answer');
    return state;
  }

  async cancelSession(reference: string): Promise<void> {
    await this.call(
      'expire_session',
      'POST',
      `/v1/checkout/sessions/${encodeURIComponent(reference)}/expire`,
    );
  }

  parseNotification(rawBody: Buffer, headers: NotificationHeaders, now: Date): ParsedNotification {
    const header = headerValue(headers['stripe-signature']);
    const check = verifySignature(rawBody, header, this.options.webhookSecret, now);
    if (!check.ok) throw new NotificationRejectedError(`signature ${check.reason}`);
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new NotificationRejectedError('body is not JSON');
    }
    return readStripeEvent(body);
  }

  /** One call to Stripe with a timeout; any failure is logged (codes only) and becomes PaymentUnavailableError. */
  private async call(
    op: string,
    method: 'GET' | 'POST',
    path: string,
    form?: URLSearchParams,
    idempotencyKey?: string,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(this.options.apiUrl + path, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.secretKey}`,
          ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error | null)?.name;
      throw this.unavailable(
        op,
        name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'no connection',
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      // A timeout while reading the body lands here too: either way we cannot read an answer.
      throw this.unavailable(
        op,
        `unreadable answer (HTTP ${response.status})`,
        response.status >= 400 && response.status < 500,
      );
    }
    if (!response.ok) {
      const error = (body as { error?: { type?: unknown; code?: unknown } } | null)?.error;
      const code = [error?.type, error?.code].filter((v) => typeof v === 'string' && /^\w{1,60}$/.test(v));
      const reason = `HTTP ${response.status}${code.length ? ` ${code.join('/')}` : ''}`;
      throw this.unavailable(op, reason, response.status < 500);
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw this.unavailable(op, 'unreadable answer', false);
    }
    return body as Record<string, unknown>;
  }

  private unavailable(op: string, reason: string, sameKeyRetry = true): PaymentUnavailableError {
    // Stripe's free-text message is never logged or passed on: it may quote what we sent.
    this.options.logger.warn({ provider: 'stripe', op, reason }, 'payment provider call failed');
    return new PaymentUnavailableError('stripe', reason, sameKeyRetry);
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:' && value.length <= 2048;
  } catch {
    return false;
  }
}
