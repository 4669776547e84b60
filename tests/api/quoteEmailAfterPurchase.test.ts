import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUOTE_STALE_MESSAGE } from '../../server/quoting/quoteBinding';
import { QUOTE_EMAIL_BOUGHT_MESSAGE } from '../../server/routes/sendQuoteEmail';
import type { TestApp } from '../support/testApp';
import { bought, ok, quoted } from './buyPolicy';
import { testEngines } from './testEngines';

// "Email yourself this quote" is for a quote on offer: once the policy is bought (a price page
// left open in another tab), or once the quote's start date has passed, the call is refused with
// a reason and nothing is queued.

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

  test('a quote whose start date has passed sends no e-mail: its price is no longer on offer', async () => {
    const uuid = await quoted(app);
    const start = (await app.call('GET', `/api/proposal/${uuid}`)).body.risk.start_date as string;
    // The customer keeps the page alive (each read extends the session) until the day after the start.
    const dayAfter = Date.parse(`${start}T12:00:00Z`) + 24 * 3600_000;
    while (app.now().getTime() < dayAfter) {
      app.advance(Math.min(30 * 60_000, dayAfter - app.now().getTime()));
      expect((await app.call('GET', `/api/proposal/${uuid}`)).status).toBe(200);
    }
    const before = app.writes();
    const emails = await app.emails(uuid);
    const asked = await app.call('POST', `/api/proposal/${uuid}/send-quote-email`, { body: { uuid } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(409);
    expect(asked.body).toEqual({ error: 'quote_stale', message: QUOTE_STALE_MESSAGE.lapsed });
    expect(app.writes()).toBe(before);
    expect(await app.emails(uuid)).toEqual(emails);
  });
});
