import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import brand from '../../journey/content/brand.json';
import { journeyText } from '../../tests/support/journey/journeyText';
import { buildTestApp, SESSION_MINUTES, type TestApp } from '../../tests/support/testApp';

// The error catalogue's messages, with the brand's phone number filled in.
const catalogue = (key: string, values: Record<string, string> = {}) =>
  journeyText(`content/errors.json#/messages/${key}`, { phone: brand.contact.phone, ...values });
const NOT_FOUND = { error: 'not_found', message: catalogue('recallNotFound') };
/** The lock-out message naming the real wait, in whole minutes (errors.json waitTime). */
const rateLimited = (minutes: number) => ({
  error: 'rate_limited',
  message: catalogue('recallTooManyAttempts', {
    wait: journeyText('content/errors.json#/waitTime/minutes', { n: minutes }),
  }),
});
/** The journey's validation message `key` (content/validation-messages.json). */
const validation = (key: string) => journeyText(`content/validation-messages.json#/${key}`);
// The fixture's proposer: postcode LS6 1HR, born 1984-06-14.
const POSTCODE = 'LS6 1HR';
const DOB = '1984-06-14';

let app: TestApp;
beforeAll(async () => {
  // One trusted proxy: X-Forwarded-For names the client, so a test can play many.
  app = await buildTestApp({ config: { trustProxy: 1 } });
});
afterAll(() => app.close());

let clients = 0;
/** A client address no other test uses. */
const newClient = () => {
  clients += 1;
  return `203.0.113.${clients}`;
};
const recall = (client: string, body: unknown) =>
  app.call('POST', '/api/proposal/recall', { body, headers: { 'X-Forwarded-For': client } });
const recallRaw = (client: string, raw: string, headers: Record<string, string> = {}) =>
  app.call('POST', '/api/proposal/recall', { raw, headers: { 'X-Forwarded-For': client, ...headers } });

describe('POST /api/proposal/recall', () => {
  test('finds the quote, opens a new session, and answers the proposal with the quote’s add-on answers', async () => {
    const { uuid, reference } = await app.proposal('quoted');
    // The quote session has lapsed since the customer left.
    app.advance(3 * 3_600_000);
    expect((await app.call('GET', `/api/proposal/${uuid}`)).status).toBe(419);

    const answer = await recall(newClient(), { reference, postcode: 'ls61hr', dob: DOB });
    expect(answer.status).toBe(200);
    const stored = await app.store.getProposal(uuid);
    expect(answer.body).toEqual({
      ...stored?.document,
      addons: [
        { code: 'PA', is_selected: null },
        { code: 'LE', is_selected: true },
        { code: 'KEY', is_selected: false },
        { code: 'TO', is_selected: null },
        { code: 'SAB1', is_selected: null },
      ],
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(stored?.expiresAt).toBe(new Date(app.now().getTime() + SESSION_MINUTES * 60_000).toISOString());
    expect((await app.call('GET', `/api/proposal/${uuid}`)).status).toBe(200);
    expect((await app.store.listEvents(uuid)).at(-1)).toMatchObject({
      type: 'quote.recalled',
      data: { deeplink: false },
    });
  });

  test.each([
    { description: 'postcode with its space, upper case', postcode: 'LS6 1HR' },
    { description: 'postcode in lower case without the space', postcode: 'ls61hr' },
    { description: 'postcode in mixed case', postcode: 'Ls6 1hR' },
  ])('ignores case and spaces of the postcode: $description', async ({ postcode }) => {
    const { reference } = await app.proposal('quoted');
    expect((await recall(newClient(), { reference, postcode, dob: DOB })).status).toBe(200);
  });

  test('a deep link is recorded as one, without the request itself or any personal value', async () => {
    const { uuid, reference } = await app.proposal('quoted');
    const request = JSON.stringify({ reference, postcode: POSTCODE, dob: DOB, source: 'aggregator' });
    const answer = await recall(newClient(), {
      reference,
      postcode: POSTCODE,
      dob: DOB,
      options: { request },
    });
    expect(answer.status).toBe(200);
    const event = (await app.store.listEvents(uuid)).at(-1);
    expect(event).toMatchObject({ type: 'quote.recalled', data: { deeplink: true } });
    expect(JSON.stringify(event)).not.toContain('aggregator');
    const logs = app.logs.join('\n');
    for (const value of [POSTCODE, 'LS61HR', DOB, 'aggregator']) expect(logs).not.toContain(value);
  });

  test('every wrong value gives exactly the same 404', async () => {
    const { uuid, reference } = await app.proposal('quoted');
    const client = newClient();
    const answers = [
      await recall(client, { reference: '99999-99999-99999', postcode: POSTCODE, dob: DOB }),
      await recall(client, { reference, postcode: 'LS6 1HS', dob: DOB }),
      await recall(client, { reference, postcode: POSTCODE, dob: '1984-06-15' }),
      await recall(client, { reference, postcode: 'SW1A 2AA', dob: '1990-01-01' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
      expect(answer.text).toBe(answers[0]?.text);
    }
    // Nothing was written to the proposal, and its session was not extended.
    expect((await app.store.listEvents(uuid)).map((e) => e.type)).toEqual(['proposal.created']);
  });

  test('a proposal without a quote cannot be recalled: its form answers alone have no reference', async () => {
    await app.proposal('open');
    const answer = await recall(newClient(), {
      reference: '20482-55317-00000',
      postcode: POSTCODE,
      dob: DOB,
    });
    expect(answer.body).toEqual(NOT_FOUND);
  });

  describe('limits', () => {
    test('a client may try 10 times in 15 minutes; the 11th is 429 with Retry-After, even with the right details', async () => {
      const client = newClient();
      const { reference } = await app.proposal('quoted');
      for (let i = 0; i < 10; i += 1) {
        const wrong = await recall(client, {
          reference: `30000-00000-${String(i).padStart(5, '0')}`,
          postcode: POSTCODE,
          dob: DOB,
        });
        expect(wrong.status).toBe(404);
        app.advance(1000);
      }
      const limited = await recall(client, { reference, postcode: POSTCODE, dob: DOB });
      expect(limited.status).toBe(429);
      // The first attempt was 10 s ago: the window of 15 minutes frees it in 890 s, said as 15 minutes.
      expect(limited.body).toEqual(rateLimited(15));
      expect(limited.headers.get('retry-after')).toBe('890');
      // Another client is not affected.
      expect((await recall(newClient(), { reference, postcode: POSTCODE, dob: DOB })).status).toBe(200);
      app.advance(890_000);
      expect((await recall(client, { reference, postcode: POSTCODE, dob: DOB })).status).toBe(200);
    });

    test('five failures on a reference lock it for an hour, from any client, even for the right details', async () => {
      const { uuid, reference } = await app.proposal('quoted');
      for (let i = 0; i < 5; i += 1) {
        expect((await recall(newClient(), { reference, postcode: POSTCODE, dob: '2000-01-01' })).status).toBe(
          404,
        );
      }
      app.advance(60_000);
      const limited = await recall(newClient(), { reference, postcode: POSTCODE, dob: DOB });
      expect(limited).toMatchObject({ status: 429, body: rateLimited(59) });
      expect(limited.headers.get('retry-after')).toBe(String(3600 - 60));
      expect((await app.store.listEvents(uuid)).map((e) => e.type)).not.toContain('quote.recalled');
      app.advance((3600 - 60) * 1000);
      expect((await recall(newClient(), { reference, postcode: POSTCODE, dob: DOB })).status).toBe(200);
    });

    test('a refused body is not an attempt: twelve of them leave the client free', async () => {
      const client = newClient();
      for (let i = 0; i < 12; i += 1) expect((await recall(client, { reference: 'nope' })).status).toBe(422);
      const { reference } = await app.proposal('quoted');
      expect((await recall(client, { reference, postcode: POSTCODE, dob: DOB })).status).toBe(200);
    });
  });

  test.each([
    {
      description: 'an empty object',
      body: {},
      errors: ['reference', 'postcode', 'dob'].map((path) => ({
        path,
        message: validation('required'),
      })),
    },
    {
      description: 'a malformed reference',
      body: { reference: '12345-6789-12345', postcode: POSTCODE, dob: DOB },
      errors: [{ path: 'reference', message: validation('formats/quote-reference') }],
    },
    {
      description: 'a malformed postcode',
      body: { reference: '12345-67890-12345', postcode: 'LS6', dob: DOB },
      errors: [{ path: 'postcode', message: validation('formats/uk-postcode') }],
    },
    {
      description: 'a date that is not a day',
      body: { reference: '12345-67890-12345', postcode: POSTCODE, dob: '1984-02-30' },
      errors: [{ path: 'dob', message: validation('formats/date') }],
    },
    {
      description: 'an unknown field',
      body: { reference: '12345-67890-12345', postcode: POSTCODE, dob: DOB, uuid: 'x' },
      errors: [{ path: 'uuid', message: expect.any(String) }],
    },
    {
      description: 'a deep-link request longer than 2000 characters',
      body: {
        reference: '12345-67890-12345',
        postcode: POSTCODE,
        dob: DOB,
        options: { request: 'x'.repeat(2001) },
      },
      errors: [{ path: 'options.request', message: expect.any(String) }],
    },
    {
      description: 'values of the wrong types',
      body: { reference: 12345, postcode: ['LS6 1HR'], dob: { y: 1984 } },
      errors: [
        { path: 'reference', message: expect.any(String) },
        { path: 'postcode', message: expect.any(String) },
        { path: 'dob', message: expect.any(String) },
      ],
    },
  ])('refuses $description with 422 naming each answer', async ({ body, errors }) => {
    const answer = await recall(newClient(), body);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('invalid');
    expect(answer.body.errors).toEqual(errors);
  });

  test.each([
    { description: 'JSON null', raw: 'null', status: 422 },
    { description: 'an array', raw: '[]', status: 422 },
    { description: 'a string', raw: '"12345-67890-12345"', status: 422 },
    { description: 'a number', raw: '42', status: 422 },
    {
      description: 'a deeply nested value',
      raw: `{"options":${'['.repeat(500)}${']'.repeat(500)}}`,
      status: 422,
    },
    { description: 'broken JSON', raw: '{"reference":', status: 400 },
    {
      description: 'a prototype key',
      raw: '{"__proto__":{"x":1},"reference":"12345-67890-12345"}',
      status: 422,
    },
    {
      description: 'a form body',
      raw: 'reference=1',
      status: 415,
      type: 'application/x-www-form-urlencoded',
    },
  ])('an odd body ($description) is $status, never 500', async ({ raw, status, type }) => {
    const answer = await recallRaw(newClient(), raw, { 'Content-Type': type ?? 'application/json' });
    expect(answer.status).toBe(status);
  });

  test('no body at all is 422; without the XHR header 403', async () => {
    const bare = await app.call('POST', '/api/proposal/recall', {
      headers: { 'X-Forwarded-For': newClient() },
    });
    expect(bare.status).toBe(422);
    const plain = await app.call('POST', '/api/proposal/recall', {
      body: { reference: '12345-67890-12345', postcode: POSTCODE, dob: DOB },
      xhr: false,
    });
    expect(plain.status).toBe(403);
  });
});
