import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import brand from '../../../journey/content/brand.json';
import { createEmailProvider } from './createEmailProvider';
import { capturingLogger, outboxTestDb } from '../../../tests/support/stores/outboxTestDb';

const P1 = '6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('by default each message becomes an RFC 5322 .eml file under EMAIL_OUTBOX_DIR', async () => {
  const db = await outboxTestDb();
  const now = new Date('2026-11-20T10:00:00.000Z');
  const email = createEmailProvider(
    { EMAIL_OUTBOX_DIR: join(dir, 'outbox') },
    { db, logger: capturingLogger().logger, clock: () => now },
  );
  expect(email.transport.name).toBe('file');
  const { id } = await email.outbox.send({
    to: 'james.oconnor84@example.com',
    subject: 'Your VanCover Direct van insurance quote 10482-55317-90264',
    text: 'Your quote reference is 10482-55317-90264.',
    html: '<p>Your quote reference is 10482-55317-90264.</p>',
    kind: 'quote',
    proposalUuid: P1,
    idempotencyKey: 'k1',
  });
  expect(await email.outbox.deliverPending(now)).toMatchObject({ sent: 1 });

  const files = await readdir(join(dir, 'outbox'));
  expect(files).toEqual([`${String(id).padStart(6, '0')}-quote.eml`]);
  const eml = await readFile(join(dir, 'outbox', files[0] as string), 'utf8');
  // Sent from the brand of journey/content/brand.json (quoted when it holds special characters).
  const name = brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(eml).toMatch(new RegExp(`From: "?${name}"? <quotes@vancoverdirect\\.example>\r\n`));
  expect(eml).toContain('To: james.oconnor84@example.com\r\n');
  expect(eml).toContain('Subject: Your VanCover Direct van insurance quote 10482-55317-90264\r\n');
  expect(eml).toContain('Content-Type: multipart/alternative');
  expect(eml).toContain('Your quote reference is 10482-55317-90264.');
  await db.destroy();
});
