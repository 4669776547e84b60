import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { bindQuote, proposalFixture, quoteFixture } from '../../tests/fixtures/index';
import brand from '../../journey/content/brand.json';
import { journeyText } from '../../tests/support/journey/journeyText';
import { buildTestApp, type TestApp } from '../../tests/support/testApp';
import { emailBrand } from '../providers/email/emailBrand';
import type { MailTransport, OutgoingMail } from '../providers/email/mailer';
import { Outbox } from '../providers/email/outbox';

// The mail server is down for these tests unless `up` is set: the route must not care.
let up = false;
const delivered: OutgoingMail[] = [];
const transport: MailTransport = {
  name: 'test',
  async deliver(mail) {
    if (!up) throw Object.assign(new Error('421 Service not available'), { responseCode: 421 });
    delivered.push(mail);
  },
};

let app: TestApp;
let outbox: Outbox;
beforeAll(async () => {
  app = await buildTestApp({
    providers: ({ db, clock, logger, defaults }) => {
      outbox = new Outbox({
        db,
        transport,
        clock,
        logger,
        from: 'VanCover Direct <quotes@vancoverdirect.example>',
      });
      return { email: { ...defaults.email, outbox, transport, brand: emailBrand('https://quote.example') } };
    },
  });
});
afterAll(() => app.close());
beforeEach(() => {
  up = false;
  delivered.length = 0;
  app.logs.length = 0;
});

let counter = 0;
async function storedProposal(edit: (p: Proposal) => void = () => {}): Promise<string> {
  counter += 1;
  const uuid = `7a1c2a7e-3b4d-4c5e-8f90-${String(counter).padStart(12, '0')}`;
  const quote = { ...quoteFixture(), reference: `20482-55317-${String(counter).padStart(5, '0')}` };
  const document: Proposal = { ...proposalFixture(), uuid, is_quoted: true, quote };
  // An address of its own, so the per-address limit of one test never meets another's.
  document.risk!.proposer!.email_address = `customer.${counter}@example.com`;
  edit(document);
  // A quote on offer: bound to the answers as the quote call binds it.
  bindQuote(document);
  const now = app.now();
  await app.store.createProposal(
    { uuid, document, now, expiresAt: new Date(now.getTime() + 3_600_000) },
    { type: 'proposal.created' },
  );
  return uuid;
}

async function sendQuoteEmail(uuid: string, body?: unknown) {
  const answer = await app.call('POST', `/api/proposal/${uuid}/send-quote-email`, { body });
  return { status: answer.status, body: answer.body as Record<string, unknown> };
}

describe('POST /api/proposal/{id}/send-quote-email', () => {
  test('queues the quote e-mail while the mail server is down, and it is sent once it is back', async () => {
    const uuid = await storedProposal();
    expect(await sendQuoteEmail(uuid, { uuid })).toEqual({ status: 200, body: { success: true } });
    expect(await outbox.deliverPending(app.now())).toMatchObject({ retrying: 1 });
    up = true;
    expect(await outbox.deliverPending(new Date(app.now().getTime() + 30_000))).toMatchObject({ sent: 1 });
    expect(delivered[0]).toMatchObject({ to: 'customer.1@example.com', kind: 'quote' });
    expect(delivered[0]?.subject).toContain('20482-55317-');
    expect((await app.store.listEvents(uuid)).at(-1)).toMatchObject({
      type: 'email.queued',
      data: { kind: 'quote' },
    });
    expect(app.logs.join('')).not.toMatch(/customer\.1@|Representative APR/);
  });

  test('pressing it twice sends once; asking again ten minutes later sends again', async () => {
    const uuid = await storedProposal();
    expect((await sendQuoteEmail(uuid)).status).toBe(200);
    expect((await sendQuoteEmail(uuid)).status).toBe(200);
    expect(await outbox.list(uuid)).toHaveLength(1);
    app.advance(10 * 60_000);
    expect((await sendQuoteEmail(uuid)).status).toBe(200);
    expect(await outbox.list(uuid)).toHaveLength(2);
  });

  test.each([
    { case: 'another uuid in the body', body: { uuid: '7a1c2a7e-3b4d-4c5e-8f90-ffffffffffff' }, status: 422 },
    { case: 'an unknown field', body: { to: 'someone@example.com' }, status: 422 },
    { case: 'a body that is not an object', body: ['x'], status: 422 },
  ])('$case: $status, nothing queued', async ({ body, status }) => {
    const uuid = await storedProposal();
    expect((await sendQuoteEmail(uuid, body)).status).toBe(status);
    expect(await outbox.list(uuid)).toHaveLength(0);
  });

  test.each([
    { case: 'no quote', edit: (p: Proposal) => void delete p.quote },
    { case: 'no e-mail address', edit: (p: Proposal) => void delete p.risk?.proposer?.email_address },
  ])('$case: 409 conflict', async ({ edit }) => {
    const uuid = await storedProposal(edit);
    expect(await sendQuoteEmail(uuid)).toMatchObject({ status: 409, body: { error: 'conflict' } });
  });

  test('one address gets three quote e-mails an hour whichever proposals ask; the fourth is 429, queuing nothing', async () => {
    const address = 'shared.inbox@example.com';
    const uuids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      uuids.push(await storedProposal((p) => void (p.risk!.proposer!.email_address = address)));
    }
    for (const uuid of uuids.slice(0, 3)) {
      expect((await sendQuoteEmail(uuid)).status).toBe(200);
      // A second press of the same quote in its ten minutes repeats a queued one: it does not count.
      expect((await sendQuoteEmail(uuid)).status).toBe(200);
      app.advance(60_000);
    }
    const fourth = uuids[3]!;
    const eventsBefore = (await app.store.listEvents(fourth)).length;
    const response = await app.call('POST', `/api/proposal/${fourth}/send-quote-email`);
    expect(response.status).toBe(429);
    // The first of the three was queued three minutes ago: the hour frees it in 57 minutes.
    expect(response.headers.get('retry-after')).toBe(String(57 * 60));
    expect(response.body).toEqual({
      error: 'rate_limited',
      message: journeyText('content/errors.json#/messages/quoteEmailTooMany', {
        phone: brand.contact.phone,
        wait: journeyText('content/errors.json#/waitTime/minutes', { n: 57 }),
      }),
    });
    expect(await outbox.list(fourth)).toHaveLength(0);
    expect(await app.store.listEvents(fourth)).toHaveLength(eventsBefore);
    // The case of the address makes no difference; another address is not held back.
    const upper = await storedProposal(
      (p) => void (p.risk!.proposer!.email_address = 'Shared.Inbox@Example.com'),
    );
    expect((await sendQuoteEmail(upper)).status).toBe(429);
    expect((await sendQuoteEmail(await storedProposal())).status).toBe(200);
    app.advance(57 * 60_000);
    expect((await sendQuoteEmail(fourth)).status).toBe(200);
  });

  test('an unknown proposal is 404', async () => {
    expect((await sendQuoteEmail('7a1c2a7e-3b4d-4c5e-8f90-eeeeeeeeeeee')).status).toBe(404);
  });
});
