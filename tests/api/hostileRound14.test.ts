import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Outbox } from '../../server/providers/email/outbox';
import { QUOTE_EMAILS_PER_ADDRESS } from '../../server/providers/email/quoteEmailThrottle';
import { RECALL_LIMITS } from '../../server/recall/attemptLimiter';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { journeyText } from '../support/journey/journeyText';
import { testEngines as storeEngines } from '../support/stores/testStores';
import { buildTestApp, type TestApp } from '../support/testApp';
import { confirmed, ok, payOnCardPage, quoted } from './buyPolicy';
import { expectRefusedOnEverySave, expectRefusedUnwritten } from './refusedUnwritten';
import { testEngines } from './testEngines';

// A hostile client, or a customer's double press or a page left open: presses sent at the same
// moment count as one, and a card page outlived by its cover's start date takes no money.

/** A quoted proposal whose proposer's e-mail address is `email`. */
async function quotedFor(app: TestApp, email: string): Promise<string> {
  const proposal = setAnswer(proposalFixture(), 'risk.proposer.email_address', email);
  const uuid = (await ok(app, 'POST', '/api/proposal', proposal)).uuid as string;
  await ok(app, 'POST', `/api/proposal/${uuid}/quote`);
  return uuid;
}

describe.each(storeEngines())('a quote e-mail pressed twice at once on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  // When armed, the outbox's reads wait for one another: the two presses each read it before
  // either has queued anything, as two requests arriving together may.
  let barrier: { waiting: (() => void)[]; size: number } | undefined;
  beforeAll(async () => {
    const { store, done } = await open();
    drop = done;
    app = await buildTestApp({
      store,
      providers: ({ defaults }) => {
        const outbox: Outbox = Object.create(defaults.email.outbox);
        outbox.list = async (uuid) => {
          const read = await defaults.email.outbox.list(uuid);
          const gate = barrier;
          if (gate) {
            await new Promise<void>((resolve) => {
              gate.waiting.push(resolve);
              if (gate.waiting.length === gate.size) gate.waiting.forEach((go) => go());
            });
          }
          return read;
        };
        return { email: { ...defaults.email, outbox } };
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const press = (uuid: string) => app.call('POST', `/api/proposal/${uuid}/send-quote-email`, { body: {} });

  test('"Email yourself this quote" pressed twice at once sends one e-mail and counts once', async () => {
    const email = 'double.press@example.com';
    const first = await quotedFor(app, email);
    barrier = { waiting: [], size: 2 };
    const answers = await Promise.all([press(first), press(first)]);
    barrier = undefined;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await app.emails(first)).toHaveLength(1);
    // The rest of the address's hour is still there for other quotes.
    for (let i = 1; i < QUOTE_EMAILS_PER_ADDRESS.max; i += 1) {
      const answer = await press(await quotedFor(app, email));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    expect((await press(await quotedFor(app, email))).status).toBe(429);
  });
});

describe.each(testEngines)('one mailbox under many names on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const press = (uuid: string) => app.call('POST', `/api/proposal/${uuid}/send-quote-email`, { body: {} });

  // Sub-addresses and full-width letters reach the same mailbox: its three an hour are shared.
  test('quote e-mails to one mailbox under sub-addresses and look-alike letters count as one address', async () => {
    const names = ['jo.bloggs+1@example.com', 'Jo.Bloggs+quote@example.com', 'jo.bloggs@\uFF45xample.com'];
    expect(names).toHaveLength(QUOTE_EMAILS_PER_ADDRESS.max);
    for (const name of names) {
      const answer = await press(await quotedFor(app, name));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const refused = await press(await quotedFor(app, 'jo.bloggs+4@example.com'));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate_limited');
    // Another mailbox at the same place has its own.
    expect((await press(await quotedFor(app, 'jo.bloggs.two@example.com'))).status).toBe(200);
  });
});

describe.each(testEngines)('answers that hide what they say on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const message = journeyText('content/validation-messages.json#/formats/one-line');
  // A text box never gives a character that is there but never seen: with one, an address line
  // reads as another customer's and compares as a different one, and a tag carries hidden text.
  // The van's make and model are the catalogue's, as the lookups answer them: a look-alike
  // written in full-width letters or with a no-break space matched them, and was stored as sent.
  test.each([
    ['risk.vehicle.manufacturer', '\uFF26\uFF2F\uFF32\uFF24'],
    ['risk.vehicle.model', 'TRANSIT\u00A0CUSTOM'],
  ])("%s written as %j is not the catalogue van's, on every save", async (path, text) => {
    const sent = setAnswer(proposalFixture(), path, text);
    const refusal = {
      path: 'risk.vehicle.abi_code',
      message: journeyText('content/form.json#/vehicle/detailsMessage'),
    };
    await expectRefusedUnwritten(app, refusal, { method: 'POST', path: '/api/proposal', body: sent });
    const uuid = await quoted(app);
    await expectRefusedUnwritten(app, refusal, { method: 'POST', path: `/api/proposal/${uuid}`, body: sent });
    // Nor does the manual search take it for the make.
    const models = await app.call(
      'GET',
      `/api/vehicle?manufacturer=${encodeURIComponent('\uFF26\uFF2F\uFF32\uFF24')}`,
    );
    expect(models.body).toEqual({ model: [] });
  });

  test.each([
    ['risk.proposer.address.line_1', '55\u200B Queens Way'],
    ['risk.proposer.address.line_2', 'Lee\u2060ds'],
    [
      'risk.vehicle.modifications.0.description',
      'Roof rack \u{E0049}\u{E0047}\u{E004E}\u{E004F}\u{E0052}\u{E0045}',
    ],
    ['risk.vehicle.modifications.0.description', 'Roof rack\uFFFE'],
  ])('%s holding %j is refused on every save', async (path, text) => {
    const sent = setAnswer(proposalFixture(), path, text);
    const refusal = { path, message };
    await expectRefusedOnEverySave(app, refusal, sent);
  });
});

describe.each(testEngines)('a card page left open on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** Quoted for cover starting today, confirmed, its card page open: the page's address and token. */
  async function cardPageForToday(): Promise<{ uuid: string; paymentUrl: string; token: string }> {
    const today = app.now().toISOString().slice(0, 10);
    const proposal = setAnswer(proposalFixture(), 'risk.start_date', today);
    const uuid = (await ok(app, 'POST', '/api/proposal', proposal)).uuid as string;
    await ok(app, 'POST', `/api/proposal/${uuid}/quote`);
    await confirmed(app, uuid);
    const started = await ok(app, 'POST', `/api/proposal/${uuid}/quote/payment`, {
      return_url: `/quote/thankyou?uuid=${uuid}`,
    });
    const paymentUrl = started.payment_url as string;
    const page = String((await app.call('GET', paymentUrl, { xhr: false })).body);
    return { uuid, paymentUrl, token: /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '' };
  }

  const post = (path: string, fields: Record<string, string>) =>
    app.call('POST', path, {
      raw: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      xhr: false,
    });
  const card = (token: string, number: string) => ({
    token,
    card_number: number,
    expiry: `12/${String((app.now().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
    cvc: '123',
    name: 'Sam Carter',
  });

  test('a card page left open past midnight on cover starting that day takes no money', async () => {
    const { uuid, paymentUrl, token } = await cardPageForToday();
    app.advance(24 * 60 * 60_000);

    // The card form posted the next day: the card is not charged, and the page says why.
    const paid = await post(`${paymentUrl}/pay`, card(token, '4242424242424242'));
    expect(paid.status).toBe(410);
    expect(paid.text).toContain(journeyText('content/price.json#/modals/expiredStartDate/title'));
    const payments = await app.providers.payments.listForProposal(uuid);
    expect(payments.map((payment) => payment.status)).toEqual(['void']);
    const events = (await app.store.listEvents(uuid)).map((event) => event.type);
    expect(events).not.toContain('payment.succeeded_after_change');
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
    // Opened again, the page takes no card.
    const again = await app.call('GET', paymentUrl, { xhr: false });
    expect(again.status).toBe(410);
    expect(again.text).not.toContain('name="token"');
    expect(await payOnCardPage(app, paymentUrl)).toBe('');
  });

  test('a card page opened again after midnight shows no card form, and writes nothing', async () => {
    const { uuid, paymentUrl } = await cardPageForToday();
    app.advance(24 * 60 * 60_000);
    const before = app.writes();
    const page = await app.call('GET', paymentUrl, { xhr: false });
    expect(page.status).toBe(410);
    expect(page.text).toContain(journeyText('content/price.json#/modals/expiredStartDate/title'));
    expect(page.text).not.toContain('name="card_number"');
    expect(app.writes()).toBe(before);
    const payments = await app.providers.payments.listForProposal(uuid);
    expect(payments.map((payment) => payment.status)).toEqual(['pending']);
  });

  test('a card whose bank asked for a code before midnight is not charged once the code comes after', async () => {
    const { uuid, paymentUrl, token } = await cardPageForToday();
    expect((await post(`${paymentUrl}/pay`, card(token, '4000002500003155'))).status).toBe(303);
    app.advance(24 * 60 * 60_000);
    const answered = await post(`${paymentUrl}/challenge`, { token, code: '123456' });
    expect(answered.status).toBe(410);
    expect(answered.text).toContain(journeyText('content/price.json#/modals/expiredStartDate/title'));
    const payments = await app.providers.payments.listForProposal(uuid);
    expect(payments.map((payment) => payment.status)).toEqual(['void']);
    expect((await app.store.getProposal(uuid))?.isPurchased).toBe(false);
  });
});

describe.each(testEngines)('a quote recalled by details the page never sends on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  // The recall page takes a date of birth up to today, of someone old enough to drive (its form,
  // journey/forms/recall): the call holds the same rules, so a guess the page could never send is
  // refused for what it is, not looked up and counted as a failure against the reference.
  test.each([
    ['in the future', '2027-01-01', 'latestDate'],
    ['of a child', '2020-06-14', 'minAge'],
    ['of someone past any driving age', '1904-06-14', 'maxAge'],
    // No date of the call's either: refused in the page's words all the same.
    ['before 1900', '1890-06-14', 'format'],
  ])('a date of birth %s is refused, and nothing is looked up', async (_name, dob, rule) => {
    const uuid = await quoted(app);
    const stored = await app.store.getProposal(uuid);
    const reference = stored?.document.quote?.reference as string;
    const postcode = stored?.document.risk?.proposer?.address?.postcode as string;
    const before = app.writes();
    const answer = await app.call('POST', '/api/proposal/recall', { body: { reference, postcode, dob } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.errors).toContainEqual({
      path: 'dob',
      message: journeyText(`forms/recall/schema.json#/properties/dob/errorMessage/${rule}`),
    });
    expect(app.writes()).toBe(before);
    const attempts = await app.store.db.selectFrom('attempt_windows').select('key').execute();
    expect(attempts.map((row) => row.key)).not.toContain(reference);
  });
  test("a reference longer than any is refused in the recall page's words, not the call's general ones", async () => {
    const answer = await app.call('POST', '/api/proposal/recall', {
      body: { reference: '12345-12345-12345-12345', postcode: 'LS6 1HR', dob: '1980-01-01' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.errors).toEqual([
      {
        path: 'reference',
        message: journeyText('forms/recall/schema.json#/properties/reference/errorMessage/maxLength'),
      },
    ]);
  });
});

describe.each(storeEngines())('recall guessed from one IPv6 network on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const { store, done } = await open();
    drop = done;
    // One trusted proxy: X-Forwarded-For names the client, so the test can be one.
    app = await buildTestApp({ store, config: { trustProxy: 1 } });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  // An IPv6 client has a /64 of addresses to itself: taking the next one for each guess is still
  // the one client, held to its attempts however many of its addresses it uses.
  test('guesses from one /64, each from another of its addresses, are held to one client’s attempts', async () => {
    const guess = (i: number) =>
      app.call('POST', '/api/proposal/recall', {
        body: {
          reference: `10000-20000-${String(i).padStart(5, '0')}`,
          postcode: 'LS6 1HR',
          dob: '1984-06-14',
        },
        headers: { 'X-Forwarded-For': `2001:db8:1:2::${(i + 1).toString(16)}` },
      });
    const answers: number[] = [];
    for (let i = 0; i < RECALL_LIMITS.perClient.max + 1; i += 1) answers.push((await guess(i)).status);
    expect(answers.slice(0, RECALL_LIMITS.perClient.max).every((status) => status === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // Another network is another client.
    const other = await app.call('POST', '/api/proposal/recall', {
      body: { reference: '10000-20000-99999', postcode: 'LS6 1HR', dob: '1984-06-14' },
      headers: { 'X-Forwarded-For': '2001:db8:1:3::1' },
    });
    expect(other.status).toBe(404);
  });
});
