/** The e-mails the journey sends. */
export type MailKind = 'quote' | 'purchase';

/** One e-mail to send, rendered already (see templates/). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind;
  proposalUuid: string;
  /** A second message with the same key is not sent: a retried request never sends twice. */
  idempotencyKey: string;
}

/** What the rest of the server sends e-mail through: the outbox, which delivers later with retries. */
export interface Mailer {
  /** Queues the message (durably) unless one with its key was queued before. */
  send(message: MailMessage): Promise<{ queued: boolean; id: number }>;
}

/** A message as handed to a transport. */
export interface OutgoingMail {
  /** The outbox row, for file names and logs. */
  id: number;
  kind: MailKind;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Derived from the idempotency key, so a re-delivery after a crash carries the same Message-ID. */
  messageId: string;
}

/** Hands a message to the world: an .eml file, or an SMTP server. Throws when it did not. */
export interface MailTransport {
  /** For logs: "file" or "smtp". */
  readonly name: string;
  deliver(mail: OutgoingMail): Promise<void>;
  close?(): void;
}
