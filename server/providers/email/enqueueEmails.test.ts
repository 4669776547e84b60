import { describe, expect, test } from 'vitest';
import type { Proposal } from '../../../schemas/generated/index';
import { proposalFixture, quoteFixture } from '../../../tests/fixtures/index';
import { emailBrand } from './emailBrand';
import { enqueuePurchaseEmail, enqueueQuoteEmail, quoteEmailKey } from './enqueueEmails';
import type { MailMessage, Mailer } from './mailer';

const uuid = '6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f';
const quoted = (): Proposal => ({ ...proposalFixture(), uuid, is_quoted: true, quote: quoteFixture() });

/** A Mailer that keeps what it is given and, like the outbox, queues each key once. */
function memoryMailer() {
  const messages: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      const existing = messages.findIndex((m) => m.idempotencyKey === message.idempotencyKey);
      if (existing >= 0) return { queued: false, id: existing + 1 };
      messages.push(message);
      return { queued: true, id: messages.length };
    },
  };
  return { mailer, messages };
}
const deps = (mailer: Mailer) => ({ mailer, brand: emailBrand('https://quote.vancoverdirect.example') });

describe('quoteEmailKey', () => {
  test.each([
    { a: '2026-11-20T10:00:00Z', b: '2026-11-20T10:09:59Z', same: true },
    { a: '2026-11-20T10:00:00Z', b: '2026-11-20T10:10:00Z', same: false },
    { a: '2026-11-20T10:05:00Z', b: '2026-11-20T11:05:00Z', same: false },
  ])('$a and $b: same key is $same', ({ a, b, same }) => {
    const key = (at: string) => quoteEmailKey(uuid, '10482-55317-90264', new Date(at));
    expect(key(a) === key(b)).toBe(same);
  });

  test('a requote (the same reference, quoted at another time) has another key', () => {
    const now = new Date('2026-11-20T10:05:00Z');
    const quotedAt = (at: string) => quoteEmailKey(uuid, '10482-55317-90264', now, at);
    expect(quotedAt('2026-11-20T10:00:00.000Z')).not.toBe(quotedAt('2026-11-20T10:04:00.000Z'));
  });
});

describe('enqueueing', () => {
  test('the quote e-mail goes to the proposer, once per window', async () => {
    const { mailer, messages } = memoryMailer();
    const now = new Date('2026-11-20T10:00:00Z');
    expect(await enqueueQuoteEmail(deps(mailer), quoted(), now)).toEqual({ queued: true, id: 1 });
    expect(await enqueueQuoteEmail(deps(mailer), quoted(), new Date('2026-11-20T10:04:00Z'))).toEqual({
      queued: false,
      id: 1,
    });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: 'james.oconnor84@example.com',
      kind: 'quote',
      proposalUuid: uuid,
    });
  });

  test('the purchase confirmation is queued once, however often acceptance is retried', async () => {
    const { mailer, messages } = memoryMailer();
    await enqueuePurchaseEmail(deps(mailer), quoted());
    await enqueuePurchaseEmail(deps(mailer), quoted());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'purchase',
      idempotencyKey: `purchase:${uuid}:10482-55317-90264`,
    });
  });

  test('a proposal without an e-mail address is skipped, not an error', async () => {
    const { mailer, messages } = memoryMailer();
    const proposal = quoted();
    delete proposal.risk?.proposer?.email_address;
    expect(await enqueuePurchaseEmail(deps(mailer), proposal)).toEqual({
      queued: false,
      skipped: 'incomplete',
    });
    expect(messages).toHaveLength(0);
  });
});
