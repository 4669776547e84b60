import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import formJson from '../../journey/content/form.json';
import messages from '../../journey/content/validation-messages.json';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { confirmed, ok, payOnCardPage } from './buyPolicy';
import type { TestApp } from '../support/testApp';
import { testEngines } from './testEngines';

// Inputs a hostile client sends that the pages never would: each is refused with a message that
// names it, and writes nothing.

describe.each(testEngines)('a hostile client on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  let uuid: string;
  beforeAll(async () => {
    ({ app, drop } = await open());
    uuid = (await app.call('POST', '/api/proposal', { body: proposalFixture() })).body.uuid;
    expect((await app.call('POST', `/api/proposal/${uuid}/quote`)).status).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** Calls and expects a 422 that wrote nothing; answers its errors. */
  async function refused(method: string, path: string, body: unknown) {
    const before = app.writes();
    const response = await app.call(method, path, { body });
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(422);
    expect(app.writes(), `${method} ${path} wrote`).toBe(before);
    return response.body.errors as { path: string; message: string }[];
  }

  test.each([
    ['a question the call does not have', 'x=1', 'x'],
    ['the step as a list', 'steps[]=7', 'steps[]'],
    ['the step twice', 'steps=7&steps=7', 'steps'],
    ['a prototype key', '__proto__=1', '__proto__'],
  ])('the form saves refuse %s in the query, as their schema says', async (_name, query, path) => {
    for (const url of [`/api/proposal?${query}`, `/api/proposal/${uuid}?${query}`]) {
      const errors = await refused('POST', url, proposalFixture());
      expect(errors.map((error) => error.path)).toContain(path);
    }
  });

  test("a uuid in the body written in capitals is the address's own, on every call that names it twice", async () => {
    const upper = uuid.toUpperCase();
    const saved = await app.call('POST', `/api/proposal/${uuid}`, {
      body: { ...proposalFixture(), uuid: upper },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.uuid).toBe(uuid);
    const emailed = await app.call('POST', `/api/proposal/${uuid}/send-quote-email`, {
      body: { uuid: upper },
    });
    expect(emailed.status, JSON.stringify(emailed.body)).toBe(200);
  });

  test.each(['victim<jo@example.com>', 'jo@example.com,', 'jo@example,victim.com', 'team:jo@example.com;'])(
    'an e-mail address the mailer would read as another, or as more than one, is refused: %s',
    async (address) => {
      const proposal = setAnswer(proposalFixture(), 'risk.proposer.email_address', address);
      const message = messages.formats['email-address'];
      const path = 'risk.proposer.email_address';
      expect(await refused('POST', '/api/proposal', proposal)).toContainEqual({ path, message });
      const contact = {
        risk: { proposer: { email_address: address, phone_numbers: { mobile: '07700900123' } } },
      };
      expect(await refused('POST', `/api/proposal/${uuid}/confirm`, contact)).toContainEqual({
        path,
        message,
      });
    },
  );

  test("a van's model written with a character that turns the text round is not the catalogue's", async () => {
    const proposal = setAnswer(proposalFixture(), 'risk.vehicle.model', 'TRANSIT CUSTOM\u202e');
    expect(await refused('POST', '/api/proposal', proposal)).toEqual([
      { path: 'risk.vehicle.abi_code', message: formJson.vehicle.detailsMessage },
    ]);
  });

  test('a quote e-mailed again after a requote in the same ten minutes sends the new price', async () => {
    const fresh = (await ok(app, 'POST', '/api/proposal', proposalFixture())).uuid as string;
    await ok(app, 'POST', `/api/proposal/${fresh}/quote`);
    await ok(app, 'POST', `/api/proposal/${fresh}/send-quote-email`, {});
    app.advance(60_000);
    const requoted = await ok(app, 'POST', `/api/proposal/${fresh}/addons`, {
      addons: [{ code: 'PA', is_selected: true }],
    });
    expect(requoted.quote.reference, 'a requote keeps the web reference').toBeDefined();
    await ok(app, 'POST', `/api/proposal/${fresh}/send-quote-email`, {});
    const quoteEmails = (await app.emails(fresh)).filter((email) => email.kind === 'quote');
    expect(quoteEmails).toHaveLength(2);
  });

  test('an add-on answered twice in one call is refused on every call that saves add-on answers', async () => {
    const twice = [
      { code: 'PA', is_selected: true },
      { code: 'PA', is_selected: false },
    ];
    const message = messages.rules.addonAnsweredTwice.replace('{code}', 'PA');
    const expected = [{ path: 'addons', message }];
    expect(await refused('POST', `/api/proposal/${uuid}/addons`, { addons: twice })).toEqual(expected);
    const proposal = { ...proposalFixture(), addons: twice };
    expect(await refused('POST', '/api/proposal', proposal)).toEqual(expected);
    expect(await refused('POST', `/api/proposal/${uuid}`, proposal)).toEqual(expected);
    expect(await refused('POST', '/json/proposal/update', { ...proposal, uuid })).toEqual(expected);
  });

  test('a breakdown tier answered twice is named as answered twice, not as two tiers', async () => {
    const twice = [{ code: 'SAB1' }, { code: 'SAB1', is_selected: true }];
    expect(await refused('POST', `/api/proposal/${uuid}/addons`, { addons: twice })).toEqual([
      { path: 'addons', message: messages.rules.addonAnsweredTwice.replace('{code}', 'SAB1') },
    ]);
  });
});

describe.each(testEngines)('a card page paid after its start date on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  test('buys no policy whose cover would start before the day it was paid for', async () => {
    const today = app.now().toISOString().slice(0, 10);
    const proposal = setAnswer(proposalFixture(), 'risk.start_date', today);
    const uuid = (await ok(app, 'POST', '/api/proposal', proposal)).uuid as string;
    await ok(app, 'POST', `/api/proposal/${uuid}/quote`);
    await confirmed(app, uuid);
    const started = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    // The card page stays open past midnight; the customer pays the next day: nothing is taken.
    app.advance(24 * 60 * 60_000);
    await payOnCardPage(app, started.payment_url as string);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
    const payments = await app.providers.payments.listForProposal(uuid);
    expect(payments.filter((payment) => payment.status === 'succeeded')).toEqual([]);
  });
});
