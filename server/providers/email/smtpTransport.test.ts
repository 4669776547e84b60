import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../storage/database';
import { Outbox } from './outbox';
import { capturingLogger, outboxTestDb } from '../../../tests/support/stores/outboxTestDb';
import { smtpTransport } from './smtpTransport';

const P1 = '6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f';

const T0 = new Date('2026-11-20T10:00:00.000Z');

// A real SMTP server in this process. It refuses deliveries while `refusals` holds codes, then
// accepts and keeps what it received.
interface Captured {
  from: string;
  to: string[];
  raw: string;
}
const captured: Captured[] = [];
const refusals: number[] = [];
let smtp: SMTPServer;
let smtpPort: number;
// A TCP server that accepts connections and never says a word (no SMTP greeting).
let silent: Server;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const code = refusals.shift();
        if (code !== undefined) {
          callback(
            Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
              responseCode: code,
            }),
          );
          return;
        }
        captured.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise((resolve) => silent.close(resolve));
});

let db: Kysely<Database>;
beforeEach(async () => {
  db = await outboxTestDb();
  captured.length = 0;
  refusals.length = 0;
});
afterEach(async () => {
  await db.destroy();
});

function outboxOver(url: string, timeoutMs = 2000) {
  const { logger, lines } = capturingLogger();
  const box = new Outbox({
    db,
    transport: smtpTransport(url, timeoutMs),
    clock: () => T0,
    logger,
    from: 'VanCover Direct <quotes@vancoverdirect.example>',
  });
  return { box, lines };
}

const message = {
  to: 'james.oconnor84@example.com',
  subject: 'Your VanCover Direct van insurance quote 10482-55317-90264',
  text: 'Your quote reference is 10482-55317-90264.',
  html: '<p>Your quote reference is 10482-55317-90264.</p>',
  kind: 'quote' as const,
  proposalUuid: P1,
  idempotencyKey: 'quote:p1:10482-55317-90264:1',
};

describe('delivery over SMTP', () => {
  test('a 451 from the mail server is retried from the outbox, then the message arrives', async () => {
    refusals.push(451);
    const { box, lines } = outboxOver(`smtp://127.0.0.1:${smtpPort}`);
    await box.send(message);

    expect(await box.deliverPending(T0)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(captured).toHaveLength(0);
    const [waiting] = await box.list(P1);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('451');

    expect(await box.deliverPending(new Date(T0.getTime() + 30_000))).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(captured).toHaveLength(1);
    const mail = captured[0] as Captured;
    expect(mail.from).toBe('quotes@vancoverdirect.example');
    expect(mail.to).toEqual(['james.oconnor84@example.com']);
    expect(mail.raw).toContain('Subject: Your VanCover Direct van insurance quote 10482-55317-90264');
    expect(mail.raw).toContain('To: james.oconnor84@example.com');
    expect(mail.raw).toContain('Your quote reference is 10482-55317-90264.');
    expect(mail.raw).toMatch(/Message-ID: <[0-9a-f]{32}@vancoverdirect\.example>/i);
    expect(lines.join('')).not.toContain('james.oconnor84');
  });

  test('a 550 refusal is permanent: the message is marked failed, not retried for hours', async () => {
    refusals.push(550);
    const { box } = outboxOver(`smtp://127.0.0.1:${smtpPort}`);
    await box.send(message);
    expect(await box.deliverPending(T0)).toEqual({ sent: 0, retrying: 0, failed: 1 });
  });

  test('a mail server that never greets fails the attempt after the timeout, never a hang', async () => {
    const { box, lines } = outboxOver(`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, 300);
    await box.send(message);
    expect(await box.deliverPending(T0)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(lines.join('')).toContain('email delivery failed');
  });

  test('a mail server that is not there is retried later', async () => {
    const { box } = outboxOver('smtp://127.0.0.1:1', 300);
    await box.send(message);
    expect(await box.deliverPending(T0)).toEqual({ sent: 0, retrying: 1, failed: 0 });
  });
});
