/** The providers this server can take card payments through. */
export type PaymentProviderName = 'embedded' | 'stripe';

/** What the server asks a provider for: a hosted page where the customer pays one amount. */
export interface SessionRequest {
  /** Our payment id; the provider echoes it back in its notifications. */
  paymentId: string;
  proposalUuid: string;
  amountPence: number;
  /** The line shown on the provider's page, e.g. "Van insurance 10482-55317-90264". */
  description: string;
  /** The same key for a retried request, so the provider never creates two sessions (never charges twice). */
  idempotencyKey: string;
  /** Absolute (Stripe) or same-origin (embedded) address the provider sends the customer to when paid. */
  successUrl: string;
  /** Where the customer goes on cancelling at the provider's page. */
  cancelUrl: string;
}

export interface Session {
  /** Where the customer pays: the frame URL or the address to redirect the browser to. */
  url: string;
  /** The provider's own id of the session (Stripe: cs_...). */
  reference: string;
}

/** A confirmed outcome, read from a notification whose signature was checked. */
export interface PaymentOutcome {
  status: 'succeeded' | 'failed';
  /** Our payment id, when the provider carries it (metadata). */
  paymentId?: string;
  /** The provider's reference of the session. */
  reference: string;
  /** The amount the provider says it took, when it says; a mismatch is never fulfilled. */
  amountPence?: number;
  cardLast4?: string;
  cardBrand?: string;
  /** A failure code such as card_declined; never the provider's free text. */
  reason?: string;
}

/** A notification is either an outcome to apply or an event we do not act on (answered 200). */
export type ParsedNotification =
  { kind: 'outcome'; outcome: PaymentOutcome } | { kind: 'ignored'; type: string };

/** What a server-to-server query of a session says. */
export type SessionState = 'succeeded' | 'failed' | 'pending';

/**
 * A card payment service: a hosted page (PCI SAQ-A: card numbers never reach our API) and a
 * signed server-side notification of the outcome. The server never fulfils on the redirect alone.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates (or, for the same idempotency key, finds again) the hosted session. Throws PaymentUnavailableError. */
  createSession(request: SessionRequest): Promise<Session>;
  /**
   * Checks the signature over the RAW body and reads the outcome. Throws NotificationRejectedError
   * for a bad signature or a body that is not the provider's document.
   */
  parseNotification(rawBody: Buffer, headers: NotificationHeaders, now: Date): ParsedNotification;
  /** Asks the provider directly how a session stands (used when the customer returns before the webhook). */
  lookupSession?(reference: string): Promise<SessionState>;
  /** Best effort: closes a session that a changed quote made obsolete. */
  cancelSession?(reference: string): Promise<void>;
}

/** Header names are lower case, as Node gives them. */
export type NotificationHeaders = Record<string, string | string[] | undefined>;

/** The provider did not answer in time, refused the call or answered something we cannot read. */
export class PaymentUnavailableError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    readonly reason: string,
    /**
     * Whether a retry may reuse the idempotency key. Not after a 5xx or an unreadable success:
     * Stripe saves and replays those for the key, so only a new key can get a usable answer.
     */
    readonly sameKeyRetry = true,
  ) {
    super(`Payment provider ${provider} unavailable: ${reason}`);
    this.name = 'PaymentUnavailableError';
  }
}

/** A notification that is not provably from the provider, or not its document: answered 400. */
export class NotificationRejectedError extends Error {
  constructor(readonly reason: string) {
    super(`Payment notification rejected: ${reason}`);
    this.name = 'NotificationRejectedError';
  }
}
