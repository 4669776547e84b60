import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../storage/database';
import type { MailMessage, MailTransport, OutgoingMail } from './mailer';
import { EMAIL_DEFAULTS } from './createEmailProvider';
import { messageIdFor, Outbox, OUTBOX_LEASE_MS } from './outbox';
import {
  capturingLogger,
  outboxTestDb,
  postgresOutboxTestDb,
} from '../../../tests/support/stores/outboxTestDb';

const P1 = '6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f';

const T0 = new Date('2026-11-20T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

const message = (key = 'quote:p1:ref:1'): MailMessage => ({
  to: 'james.oconnor84@example.com',
  subject: 'Your quote 10482-55317-90264',
  text: 'SECRET-BODY-TEXT',
  html: '<p>SECRET-BODY-TEXT</p>',
  kind: 'quote',
  proposalUuid: P1,
  idempotencyKey: key,
});

/** A transport that fails with the queued errors, then delivers. */
function scriptedTransport(failures: unknown[] = []) {
  const delivered: OutgoingMail[] = [];
  const transport: MailTransport = {
    name: 'test',
    async deliver(mail) {
      const failure = failures.shift();
      if (failure) throw failure;
      delivered.push(mail);
    },
  };
  return { transport, delivered };
}

const smtpError = (responseCode: number, text: string) =>
  Object.assign(new Error(`Message failed: ${responseCode} ${text}`), { code: 'EMESSAGE', responseCode });

const postgresUrl = process.env.TEST_DATABASE_URL;
const engines = [
  { name: 'SQLite', open: async () => ({ db: await outboxTestDb(), drop: async () => {} }) },
  ...(postgresUrl ? [{ name: 'PostgreSQL', open: () => postgresOutboxTestDb(postgresUrl) }] : []),
];

let db: Kysely<Database>;

function outbox(transport: MailTransport, extra: { maxAttempts?: number } = {}) {
  const { logger, lines } = capturingLogger();
  const box = new Outbox({
    db,
    transport,
    clock: () => T0,
    logger,
    from: 'VanCover Direct <quotes@vancoverdirect.example>',
    ...extra,
  });
  return { box, lines };
}

describe.each(engines)('the outbox on $name', ({ open }) => {
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await open());
  });
  afterEach(async () => {
    await db.destroy();
    await drop();
  });

  test('queues a key once: a retried request never sends twice', async () => {
    const { transport, delivered } = scriptedTransport();
    const { box } = outbox(transport);
    const first = await box.send(message());
    const second = await box.send({ ...message(), subject: 'changed' });
    expect(first.queued).toBe(true);
    expect(second).toEqual({ queued: false, id: first.id });
    expect(await box.deliverPending(T0)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await box.deliverPending(at(60_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      subject: 'Your quote 10482-55317-90264',
      from: 'VanCover Direct <quotes@vancoverdirect.example>',
      messageId: messageIdFor('quote:p1:ref:1', 'x <a@vancoverdirect.example>'),
    });
    expect((await box.list(P1))[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: T0.toISOString(),
    });
  });

  test('retries a failure with exponential backoff, then sends', async () => {
    const { transport, delivered } = scriptedTransport([
      smtpError(451, 'try later'),
      new Error('ECONNREFUSED'),
    ]);
    const { box } = outbox(transport);
    await box.send(message());
    expect(await box.deliverPending(T0)).toMatchObject({ retrying: 1 });
    // Not due before the first backoff (30 s) has passed.
    expect(await box.deliverPending(at(29_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await box.deliverPending(at(30_000))).toMatchObject({ retrying: 1 });
    const [entry] = await box.list(P1);
    expect(entry).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: at(90_000).toISOString() });
    expect(await box.deliverPending(at(90_000))).toMatchObject({ sent: 1 });
    expect(delivered).toHaveLength(1);
  });

  test.each([
    { attempts: 1, delay: 30_000 },
    { attempts: 2, delay: 60_000 },
    { attempts: 5, delay: 480_000 },
    { attempts: 8, delay: 3_600_000 },
  ])('waits $delay ms after attempt $attempts', ({ attempts, delay }) => {
    expect(outbox(scriptedTransport().transport).box.retryDelayMs(attempts)).toBe(delay);
  });

  test('gives up after the last attempt, and at once on a permanent (5xx) refusal', async () => {
    const { transport } = scriptedTransport([
      new Error('down'),
      new Error('down'),
      smtpError(550, 'no such user'),
    ]);
    const { box } = outbox(transport, { maxAttempts: 2 });
    await box.send(message('a'));
    await box.deliverPending(T0);
    expect(await box.deliverPending(at(3_600_000))).toMatchObject({ failed: 1 });
    await box.send(message('b'));
    expect(await box.deliverPending(at(3_600_000))).toMatchObject({ failed: 1 });
    const entries = await box.list(P1);
    expect(entries.map((e) => [e.status, e.attempts])).toEqual([
      ['failed', 2],
      ['failed', 1],
    ]);
    expect(entries[1]?.lastError).toContain('550');
  });

  test('keeps at most 200 characters of the server’s answer, and logs codes, never addresses or bodies', async () => {
    const { transport } = scriptedTransport([
      smtpError(451, `<james.oconnor84@example.com> ${'x'.repeat(400)}`),
    ]);
    const { box, lines } = outbox(transport);
    await box.send(message());
    await box.deliverPending(T0);
    const [entry] = await box.list(P1);
    expect(entry?.lastError?.length).toBeLessThanOrEqual(200);
    const logged = lines.join('');
    expect(logged).toContain('"responseCode":451');
    expect(logged).not.toMatch(/james\.oconnor84|SECRET-BODY-TEXT|xxxxxxxx/);
  });

  test('two delivery passes at once send a message once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const delivered: number[] = [];
    const slow: MailTransport = {
      name: 'slow',
      async deliver(mail) {
        await gate;
        delivered.push(mail.id);
      },
    };
    const { box } = outbox(slow);
    await box.send(message());
    const passes = [box.deliverPending(T0), box.deliverPending(T0)];
    release();
    const reports = await Promise.all(passes);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(delivered).toHaveLength(1);
  });

  test('a delivery cut off by a crash is sent by another process within a minute', async () => {
    let started: () => void = () => {};
    const sending = new Promise<void>((resolve) => (started = resolve));
    // The first process takes the message and dies mid-send: its attempt never ends.
    const dying: MailTransport = { name: 'dying', deliver: () => (started(), new Promise(() => {})) };
    await outbox(dying).box.send(message());
    void outbox(dying).box.deliverPending(T0);
    await sending;
    const { transport, delivered } = scriptedTransport();
    const { box } = outbox(transport);
    expect(await box.deliverPending(at(OUTBOX_LEASE_MS - 1))).toMatchObject({ sent: 0 });
    expect(await box.deliverPending(at(OUTBOX_LEASE_MS))).toMatchObject({ sent: 1 });
    expect(delivered).toHaveLength(1);
    // Picked up by the next pass of the worker (every 5 seconds by default): within a minute.
    expect(OUTBOX_LEASE_MS + EMAIL_DEFAULTS.workerIntervalMs).toBeLessThanOrEqual(60_000);
  });

  test('a message whose delivery was interrupted (lease expired) is attempted again', async () => {
    const { transport, delivered } = scriptedTransport();
    const { box } = outbox(transport);
    const { id } = await box.send(message());
    // A process claimed it and died before recording the outcome.
    await db
      .updateTable('email_outbox')
      .set({ attempts: 1, next_attempt_at: at(600_000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await box.deliverPending(at(599_000))).toMatchObject({ sent: 0 });
    expect(await box.deliverPending(at(600_000))).toMatchObject({ sent: 1 });
    expect(delivered).toHaveLength(1);
  });
});
