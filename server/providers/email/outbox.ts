import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { Database, EmailOutboxTable } from '../../storage/database';
import { deliveryFailure } from './deliveryFailure';
import type { MailKind, MailMessage, Mailer, MailTransport } from './mailer';

export interface OutboxOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  clock: () => Date;
  logger: Logger;
  /** The From header, e.g. 'VanCover Direct <quotes@vancoverdirect.example>'. */
  from: string;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles after each further one, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * How long a delivery attempt holds its message (OUTBOX_LEASE_MS): a process that dies mid-send
   * frees it after this. A send still running then may be repeated, with the same Message-ID.
   */
  leaseMs?: number;
  /** Messages delivered per pass. */
  batchSize?: number;
}

/** What one delivery pass did. */
export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A stored message, as tests and operators see it. */
export interface OutboxEntry {
  id: number;
  idempotencyKey: string;
  proposalUuid: string | null;
  kind: MailKind;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
}

/**
 * How long a crash mid-send holds a message: with the worker's 5-second passes it is tried again
 * within a minute. The SMTP transport's phases time out (10 s each) well within it.
 */
export const OUTBOX_LEASE_MS = 50_000;

const toIso = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);

/**
 * The e-mail outbox: `send` writes the message to the database (idempotent by key) and returns;
 * `deliverPending` hands due messages to the transport, retrying failures with exponential
 * backoff. A mail server that is down therefore loses no e-mail, and a request retried by the
 * customer queues one message. Several server processes may deliver at once: each message is
 * claimed with a conditional update before it is sent.
 */
export class Outbox implements Mailer {
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;

  constructor(private readonly options: OutboxOptions) {
    this.maxAttempts = options.maxAttempts ?? 8;
    this.baseDelayMs = options.baseDelayMs ?? 30_000;
    this.maxDelayMs = options.maxDelayMs ?? 3_600_000;
    this.leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
    this.batchSize = options.batchSize ?? 20;
  }

  async send(message: MailMessage): Promise<{ queued: boolean; id: number }> {
    const now = this.options.clock().toISOString();
    const result = await this.options.db
      .insertInto('email_outbox')
      .values({
        idempotency_key: message.idempotencyKey,
        proposal_uuid: message.proposalUuid,
        kind: message.kind,
        to_address: message.to,
        subject: message.subject,
        body_text: message.text,
        body_html: message.html,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        sent_at: null,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .executeTakeFirst();
    const queued = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    const row = await this.options.db
      .selectFrom('email_outbox')
      .select('id')
      .where('idempotency_key', '=', message.idempotencyKey)
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    this.options.logger.info(
      { outboxId: id, kind: message.kind, queued },
      queued ? 'email queued' : 'email already queued',
    );
    return { queued, id };
  }

  /** Delivers the messages due at `now`, one batch; failures are recorded and retried later. */
  async deliverPending(now: Date = this.options.clock()): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    const due = await this.options.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(this.batchSize)
      .execute();
    for (const row of due) {
      if (!(await this.claim(row, now))) continue;
      report[await this.attempt(row, row.attempts + 1, now)] += 1;
    }
    return report;
  }

  /** What waits to be sent: the pending messages and how long the oldest has waited, for operators. */
  async backlog(now: Date = this.options.clock()): Promise<{ pending: number; oldestAgeSeconds: number }> {
    const row = await this.options.db
      .selectFrom('email_outbox')
      .select((eb) => [eb.fn.countAll<number | string>().as('pending'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const pending = Number(row?.pending ?? 0);
    // PostgreSQL answers a Date, SQLite the ISO text the row was written with.
    const first: unknown = row?.oldest;
    const oldest = first instanceof Date ? first.getTime() : first ? Date.parse(String(first)) : Number.NaN;
    const oldestAgeSeconds =
      pending > 0 && !Number.isNaN(oldest) ? Math.max(0, (now.getTime() - oldest) / 1000) : 0;
    return { pending, oldestAgeSeconds };
  }

  /** Every message of a proposal, oldest first. */
  async list(proposalUuid: string): Promise<OutboxEntry[]> {
    const rows = await this.options.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('proposal_uuid', '=', proposalUuid)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      idempotencyKey: row.idempotency_key,
      proposalUuid: row.proposal_uuid,
      kind: row.kind as MailKind,
      to: row.to_address,
      subject: row.subject,
      status: row.status as OutboxStatus,
      attempts: row.attempts,
      nextAttemptAt: toIso(row.next_attempt_at),
      lastError: row.last_error,
      sentAt: row.sent_at === null ? null : toIso(row.sent_at),
    }));
  }

  /** The wait before attempt `attempts + 1`: base, 2 x base, 4 x base ... up to the maximum. */
  retryDelayMs(attempts: number): number {
    return Math.min(this.baseDelayMs * 2 ** Math.max(0, attempts - 1), this.maxDelayMs);
  }

  /**
   * Takes the message for this attempt: counts it and moves it out of the due list for the lease.
   * Only one process wins, because the update names the attempt count it read.
   */
  private async claim(row: Selectable<EmailOutboxTable>, now: Date): Promise<boolean> {
    const result = await this.options.db
      .updateTable('email_outbox')
      .set({
        attempts: row.attempts + 1,
        next_attempt_at: new Date(now.getTime() + this.leaseMs).toISOString(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async attempt(
    row: Selectable<EmailOutboxTable>,
    attempts: number,
    now: Date,
  ): Promise<keyof DeliveryReport> {
    const id = Number(row.id);
    const log = { outboxId: id, kind: row.kind, attempts, transport: this.options.transport.name };
    try {
      await this.options.transport.deliver({
        id,
        kind: row.kind as MailKind,
        from: this.options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html,
        messageId: messageIdFor(row.idempotency_key, this.options.from),
      });
    } catch (error) {
      const failure = deliveryFailure(error);
      const giveUp = failure.permanent || attempts >= this.maxAttempts;
      const retryAt = new Date(now.getTime() + this.retryDelayMs(attempts)).toISOString();
      await this.options.db
        .updateTable('email_outbox')
        .set({ status: giveUp ? 'failed' : 'pending', next_attempt_at: retryAt, last_error: failure.summary })
        .where('id', '=', row.id)
        .execute();
      // Never the address, the body or the server's text: codes only.
      this.options.logger.warn(
        {
          ...log,
          code: failure.code,
          responseCode: failure.responseCode,
          ...(giveUp ? { gaveUp: true } : { retryAt }),
        },
        'email delivery failed',
      );
      return giveUp ? 'failed' : 'retrying';
    }
    await this.options.db
      .updateTable('email_outbox')
      .set({ status: 'sent', sent_at: now.toISOString(), last_error: null })
      .where('id', '=', row.id)
      .execute();
    this.options.logger.info(log, 'email sent');
    return 'sent';
  }
}

/** A stable Message-ID from the idempotency key, at the sender's domain. */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
}
