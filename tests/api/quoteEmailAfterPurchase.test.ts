import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUOTE_EMAIL_BOUGHT_MESSAGE } from '../../server/routes/sendQuoteEmail';
import type { TestApp } from '../support/testApp';
import { bought, ok, quoted } from './buyPolicy';
import { testEngines } from './testEngines';

// "Email yourself this quote" is for a quote on offer: once the policy is bought (a price page
// left open in another tab), the call is refused with a reason and nothing is queued.

describe.each(testEngines)('quote e-mails after purchase on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  test('a bought policy sends no quote e-mail, and says why', async () => {
    const uuid = await bought(app);
    const before = app.writes();
    const emails = await app.emails(uuid);
    const asked = await app.call('POST', `/api/proposal/${uuid}/send-quote-email`, { body: { uuid } });
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({ error: 'conflict', message: QUOTE_EMAIL_BOUGHT_MESSAGE });
    expect(app.writes()).toBe(before);
    expect(await app.emails(uuid)).toEqual(emails);
  });

  test('a quote e-mail is still sent before purchase', async () => {
    const uuid = await quoted(app);
    const asked = await ok(app, 'POST', `/api/proposal/${uuid}/send-quote-email`, { uuid });
    expect(asked).toEqual({ success: true });
    expect((await app.emails(uuid)).map((email) => email.kind)).toContain('quote');
  });
});
