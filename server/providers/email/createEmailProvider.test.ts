import { describe, expect, test } from 'vitest';
import brand from '../../../journey/content/brand.json';
import { createEmailProvider } from './createEmailProvider';
import { capturingLogger, outboxTestDb } from '../../../tests/support/stores/outboxTestDb';

describe('createEmailProvider', () => {
  test.each([
    { env: {}, transport: 'file' },
    { env: { SMTP_URL: 'smtp://user:pass@smtp.example:587' }, transport: 'smtp' },
    { env: { SMTP_URL: 'smtps://smtp.example:465', EMAIL_TIMEOUT_MS: '3000' }, transport: 'smtp' },
  ])('$env uses the $transport transport', async ({ env, transport }) => {
    const db = await outboxTestDb();
    const email = createEmailProvider(env, { db, logger: capturingLogger().logger, clock: () => new Date() });
    expect(email.transport.name).toBe(transport);
    email.transport.close?.();
    await db.destroy();
  });

  test('the brand of journey/content/brand.json and the public address make the links', async () => {
    const db = await outboxTestDb();
    const email = createEmailProvider(
      { PUBLIC_BASE_URL: 'https://quote.vancoverdirect.example/' },
      { db, logger: capturingLogger().logger, clock: () => new Date() },
    );
    expect(email.brand).toMatchObject({
      name: brand.name,
      phone: brand.contact.phone,
      siteUrl: 'https://quote.vancoverdirect.example',
    });
    await db.destroy();
  });

  test.each([
    { env: { SMTP_URL: 'http://smtp.example' }, names: 'SMTP_URL' },
    { env: { EMAIL_TIMEOUT_MS: 'soon' }, names: 'EMAIL_TIMEOUT_MS' },
    { env: { EMAIL_MAX_ATTEMPTS: '0' }, names: 'EMAIL_MAX_ATTEMPTS' },
    { env: { EMAIL_WORKER_INTERVAL_MS: '-1' }, names: 'EMAIL_WORKER_INTERVAL_MS' },
    { env: { EMAIL_FROM: 'VanCover Direct' }, names: 'EMAIL_FROM' },
    { env: { PUBLIC_BASE_URL: 'vancover.example' }, names: 'PUBLIC_BASE_URL' },
  ])('a bad setting stops the start with a message naming $names', async ({ env, names }) => {
    const db = await outboxTestDb();
    expect(() =>
      createEmailProvider(env, { db, logger: capturingLogger().logger, clock: () => new Date() }),
    ).toThrow(names);
    await db.destroy();
  });
});
