import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmbeddedPaymentNotification } from '../../schemas/generated/index';
import { EmbeddedPaymentProvider } from '../../server/providers/payment/embeddedProvider';
import type { KyselyStore } from '../../server/storage/kyselyStore';
import { proposalFixture } from '../fixtures/index';
import type { TestApp } from '../support/testApp';
import { testEngines } from './testEngines';
import { mandate as directDebit } from './buyPolicy';

// Generated hostile requests against every call of the README's API table (and the payment
// pages' posts, the provider's notifications and the /json calls), each on a real proposal
// before and after a quote: wrong types, huge numbers, NUL and odd unicode, deep nesting, arrays
// for objects, prototype keys, extra properties, empty bodies, nulls, 10,000-character strings,
// wrong content types and encodings, odd query strings and ids. None may answer a 5xx, and a
// refused one writes nothing: no proposal save, touch or event, no payment, no e-mail.

const RUNS_PER_CALL = 40;
const SEED = 20261120;
const START = Date.parse('2026-11-20T10:00:00.000Z');

interface Context {
  uuid: string;
  proposal: Record<string, unknown>;
  paymentPath: string;
}

interface Target {
  name: string;
  method: 'GET' | 'POST';
  /** What the call acts on: a proposal (before and after a quote), a started card payment, or nothing. */
  needs: 'nothing' | 'proposal' | 'payment';
  path: (c: Context) => string;
  /** json: an /api or /json call; form: a hosted page's form post; notification: the provider's call. */
  kind: 'json' | 'form' | 'notification' | 'none';
  /** A body the call accepts, which the mutations start from. */
  good?: (c: Context) => unknown;
}

const targets: Target[] = [
  {
    name: 'POST /api/proposal',
    method: 'POST',
    needs: 'nothing',
    kind: 'json',
    path: () => '/api/proposal',
    good: () => proposalFixture(),
  },
  {
    name: 'GET /api/proposal/{uuid}',
    method: 'GET',
    needs: 'proposal',
    kind: 'none',
    path: (c) => `/api/proposal/${c.uuid}`,
  },
  {
    name: 'POST /api/proposal/{uuid}',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: (c) => `/api/proposal/${c.uuid}`,
    good: (c) => c.proposal,
  },
  { name: 'GET /api/list', method: 'GET', needs: 'nothing', kind: 'none', path: () => '/api/list' },
  {
    name: 'GET /api/list/insurer.{key}',
    method: 'GET',
    needs: 'nothing',
    kind: 'none',
    path: () => '/api/list/insurer.person_title',
  },
  {
    name: 'POST .../quote',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: (c) => `/api/proposal/${c.uuid}/quote`,
    good: () => ({}),
  },
  {
    name: 'POST .../payment-option',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: (c) => `/api/proposal/${c.uuid}/payment-option`,
    good: () => ({
      is_pay_monthly: false,
      consent_to_auto_renew: true,
      risk: { vehicle: { registration: 'LF19ABC' }, userfields: { has_third_party_authority: false } },
      check: true,
    }),
  },
  {
    name: 'POST .../addons',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: (c) => `/api/proposal/${c.uuid}/addons`,
    good: () => ({
      addons: [
        { code: 'LE', is_selected: true },
        { code: 'PA', is_selected: null },
      ],
    }),
  },
  {
    name: 'POST /json/proposal/update',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: () => '/json/proposal/update',
    good: (c) => c.proposal,
  },
  {
    name: 'POST /json/proposal/re-quote',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: () => '/json/proposal/re-quote',
    good: (c) => ({ uuid: c.uuid }),
  },
  {
    name: 'POST .../confirm',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: (c) => `/api/proposal/${c.uuid}/confirm`,
    good: () => ({
      risk: {
        proposer: { email_address: 'sam.carter@example.com', phone_numbers: { mobile: '07700900123' } },
      },
      consent_to_auto_renew: true,
      declarations: { answered_honestly: true, agreed_terms: true, agreed_excesses: true },
    }),
  },
  {
    name: 'POST .../pay-monthly',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: (c) => `/api/proposal/${c.uuid}/pay-monthly`,
    good: () => ({
      is_pay_monthly: true,
      direct_debit: {
        ...directDebit,
        is_proposer_account_holder: false,
        third_party: {
          title: 'Mrs',
          forename: 'Anne',
          surname: 'OConnor',
          date_of_birth: '1960-01-01',
          // An address the address lookup finds: the account holder's is held to its list.
          address: proposalFixture().risk!.proposer!.address!,
        },
      },
    }),
  },
  {
    name: 'POST .../quote/payment',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: (c) => `/api/proposal/${c.uuid}/quote/payment`,
    good: () => ({ return_url: '/quote/thankyou' }),
  },
  {
    name: 'GET .../payment-status',
    method: 'GET',
    needs: 'proposal',
    kind: 'none',
    path: (c) => `/api/proposal/${c.uuid}/payment-status`,
  },
  {
    name: 'POST .../device-risk',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: (c) => `/api/proposal/${c.uuid}/device-risk`,
    good: () => ({ blackbox: '0400abc' }),
  },
  {
    name: 'POST .../save-device-risk-check',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: (c) => `/api/proposal/${c.uuid}/save-device-risk-check`,
    good: () => ({}),
  },
  {
    name: 'POST .../quote/accept',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: (c) => `/api/proposal/${c.uuid}/quote/accept`,
    good: () => ({ direct_debit: directDebit }),
  },
  {
    name: 'GET .../generate-portal-link',
    method: 'GET',
    needs: 'proposal',
    kind: 'none',
    path: (c) => `/api/proposal/${c.uuid}/generate-portal-link`,
  },
  {
    name: 'POST /api/proposal/recall',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: () => '/api/proposal/recall',
    good: (c) => ({
      reference: (c.proposal.quote as { reference?: string } | undefined)?.reference ?? '12345-12345-12345',
      postcode: 'LS6 1HR',
      dob: '1984-06-14',
      options: { request: 'quote' },
    }),
  },
  {
    name: 'POST .../send-quote-email',
    method: 'POST',
    needs: 'proposal',
    kind: 'json',
    path: (c) => `/api/proposal/${c.uuid}/send-quote-email`,
    good: (c) => ({ uuid: c.uuid }),
  },
  { name: 'GET /healthz', method: 'GET', needs: 'nothing', kind: 'none', path: () => '/healthz' },
  { name: 'GET /json/status', method: 'GET', needs: 'nothing', kind: 'none', path: () => '/json/status' },
  {
    name: 'GET /hosted-payments/{id}',
    method: 'GET',
    needs: 'payment',
    kind: 'none',
    path: (c) => c.paymentPath,
  },
  {
    name: 'POST /hosted-payments/{id}/pay',
    method: 'POST',
    needs: 'payment',
    kind: 'form',
    path: (c) => `${c.paymentPath}/pay`,
    good: () => ({
      token: 'not-the-token',
      card_number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'Sam Carter',
    }),
  },
  {
    name: 'POST /hosted-payments/{id}/challenge',
    method: 'POST',
    needs: 'payment',
    kind: 'form',
    path: (c) => `${c.paymentPath}/challenge`,
    good: () => ({ token: 'not-the-token', code: '123456' }),
  },
  {
    name: 'POST /hosted-payments/{id}/cancel',
    method: 'POST',
    needs: 'payment',
    kind: 'form',
    path: (c) => `${c.paymentPath}/cancel`,
    good: () => ({ token: 'not-the-token' }),
  },
  {
    name: 'POST /payments/notifications/embedded',
    method: 'POST',
    needs: 'payment',
    kind: 'notification',
    path: () => '/payments/notifications/embedded',
    good: (c) => ({
      type: 'payment.succeeded',
      payment_id: c.paymentPath.split('/').pop(),
      reference: 'emb_x',
      amount_pence: 1,
    }),
  },
];

// ---- the hostile material ----

const DEEP = '@@deep@@';
const oddText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\ud83d',
    '\u202e\u200b\ufeff',
    '\uffff\ufffe',
    '😀👩‍👩‍👧',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\\u0000',
    'x'.repeat(10_000),
    '\u0000'.repeat(10_000),
    '9'.repeat(400),
    '2026-02-30',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 20 })
    .map((units) => String.fromCharCode(...units)),
);
const oddNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 5e-324, -0, 0.1, 25.0000001, 2 ** 31, 1e21),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const oddKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '$ref',
    '',
    'a\u0000',
    '\ud800',
    'uuid',
    'quote',
    'is_purchased',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
);
/** A marker JSON.stringify keeps as is; serialise() swaps it for nesting n deep. */
const deepMarker = fc.integer({ min: 5, max: 30_000 }).map((n) => `${DEEP}${n}`);
const leaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  oddNumber,
  oddText,
  deepMarker,
  fc.constant([]),
  fc.constant({}),
);

/** An own enumerable property, even for "__proto__", so JSON.stringify sends it. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(oddKey, tie('value')), { maxLength: 4 }).map((entries) => {
      const object: Record<string, unknown> = {};
      for (const [key, value] of entries) setOwn(object, key, value);
      return object;
    }),
  ),
}));

type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'wrap'; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key: oddKey, value: hostileValue }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  // An array where an object belongs (or the other way round).
  fc.record({ kind: fc.constant('wrap' as const), at: fc.nat() }),
);

const rawText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    'null',
    'nul',
    '"\\u0000"',
    '{"a":"\\u0000"}',
    '{"\\u0000":1}',
    '{"a":"\\ud800"}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":1,"a":2}',
    '1e999999',
    '[1,2,',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    "{'a':1}",
    '{"a":NaN}',
    '[]',
    `"${'x'.repeat(10_000)}"`,
  ),
  fc.integer({ min: 1, max: 60_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1, max: 30_000 }).map((n) => '{"a":'.repeat(n) + 'null' + '}'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/json; charset=utf-7',
      'application/json; charset=utf-32',
      'application/vnd.api+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json, text/html',
      'application/*',
    ),
  },
);

const oddQuery = fc.oneof(
  fc.constantFrom(
    'steps=1%00',
    'steps=%ED%A0%80',
    'steps=%',
    'steps=%zz',
    '__proto__[polluted]=1',
    '__proto__=1',
    'steps=1e999',
    `steps=${'x'.repeat(10_000)}`,
    'steps=-1',
    'steps=7',
    'steps=1&steps=2',
    '%00=1',
    'uuid=%00',
  ),
  fc
    .array(fc.tuple(oddKey, fc.string({ unit: 'binary', maxLength: 20 })), { minLength: 1, maxLength: 3 })
    .map((pairs) =>
      pairs
        .map(([k, v]) => `${encodeURIComponent(wellFormed(k) ? k : 'k')}=${encodeURIComponent(v)}`)
        .join('&'),
    ),
);

const oddId = fc.constantFrom(
  '%00',
  '%ED%A0%80',
  'not-a-uuid',
  '00000000-0000-4000-8000-000000000000',
  '..%2f..',
  'a'.repeat(3000),
);

const hostileRequest = fc.record({
  mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
  /** When set, sent instead of the mutated body. */
  raw: fc.option(rawText, { freq: 4 }),
  /** When set, sent instead of the whole body (a bare value: null, a number, an array...). */
  whole: fc.option(hostileValue, { freq: 6 }),
  contentType,
  contentEncoding: fc.option(fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown'), { freq: 8 }),
  ifMatch: fc.option(fc.constantFrom('"999"', 'W/"1"', '*', 'garbage', '"1", "2"'), { freq: 8 }),
  query: fc.option(oddQuery, { freq: 3 }),
  id: fc.option(oddId, { freq: 8 }),
  /** Leaves out X-Requested-With (the /api and /json calls then refuse with 403). */
  dropXhr: fc.option(fc.constant(true), { freq: 10 }),
  /** The provider's notification signed with its secret, so the body gets past the signature. */
  signed: fc.boolean(),
});
type HostileRequest = typeof hostileRequest extends fc.Arbitrary<infer T> ? T : never;

// ---- applying it ----

const wellFormed = (text: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** A deep copy that keeps "__proto__" keys as data, so no generated value is shared or changed. */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) setOwn(out, key, copy(child));
  return out;
}

/** Every path of a JSON value: [] for the root, ['risk'], ['risk', 'proposer'], ... */
function pathsOf(value: unknown, at: string[] = []): string[][] {
  const paths = [at];
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) paths.push(...pathsOf(child, [...at, key]));
  }
  return paths;
}

function apply(body: unknown, change: Mutation): unknown {
  const paths = pathsOf(body);
  const path = paths[change.at % paths.length]!;
  if (path.length === 0) {
    if (change.kind === 'replace') return copy(change.value);
    if (change.kind === 'wrap') return [body];
    if (change.kind === 'add' && body !== null && typeof body === 'object')
      setOwn(body as Record<string, unknown>, change.key, copy(change.value));
    return change.kind === 'delete' ? undefined : body;
  }
  const parent = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>(
      (node, key) => node[key] as Record<string, unknown>,
      body as Record<string, unknown>,
    );
  const key = path.at(-1)!;
  if (change.kind === 'replace') setOwn(parent, key, copy(change.value));
  else if (change.kind === 'delete') delete parent[key];
  else if (change.kind === 'wrap')
    setOwn(parent, key, Array.isArray(parent[key]) ? { 0: parent[key] } : [parent[key]]);
  else if (parent[key] !== null && typeof parent[key] === 'object')
    setOwn(parent[key] as Record<string, unknown>, change.key, copy(change.value));
  else setOwn(parent, change.key, copy(change.value));
  return body;
}

function serialise(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  return text.replace(new RegExp(`"${DEEP}(\\d+)"`, 'g'), (_whole, n: string) => {
    const depth = Number(n);
    return depth % 2 === 0
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  });
}

/** A form body: each field's value as text (objects become their JSON), percent-encoded by hand. */
function formText(value: unknown): string {
  if (value === null || typeof value !== 'object')
    return `token=${encodeURIComponent(String(value).replace(/[\ud800-\udfff]/g, '%ED%A0%80'))}`;
  return Object.entries(value)
    .map(([k, v]) => {
      const text = typeof v === 'string' ? v : serialise(v);
      const safe = (s: string) => (wellFormed(s) ? encodeURIComponent(s) : '%ED%A0%80');
      return `${safe(k)}=${safe(text)}`;
    })
    .join('&');
}

interface Figures {
  tried: number;
  refused: number;
  fiveHundreds: number;
}

describe.each(testEngines)('hostile requests on $name', ({ name: engine, open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  let clockNow = START;
  const figures: Figures = { tried: 0, refused: 0, fiveHundreds: 0 };

  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    console.log(
      `hostile requests on ${engine}: ${figures.tried} tried over ${targets.length} calls, ` +
        `${figures.refused} refused, ${figures.fiveHundreds} answered 5xx`,
    );
    await app?.close();
    await drop?.();
  });

  const db = () => (app.store as KyselyStore).db;

  /** What a refused request must leave as it was. */
  async function state(): Promise<string> {
    const [proposals, events, payments, outbox] = await Promise.all([
      db().selectFrom('proposals').select(['uuid', 'version', 'expires_at']).orderBy('uuid').execute(),
      db()
        .selectFrom('proposal_events')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirst(),
      db().selectFrom('payments').select(['id', 'status', 'masked_pan']).orderBy('id').execute(),
      db()
        .selectFrom('email_outbox')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirst(),
    ]);
    return JSON.stringify({
      writes: app.writes(),
      proposals,
      events: Number(events?.n),
      payments,
      outbox: Number(outbox?.n),
    });
  }

  async function context(needs: Target['needs'], quoted: boolean): Promise<Context> {
    if (needs === 'nothing') return { uuid: '', proposal: {}, paymentPath: '' };
    const created = await app.call('POST', '/api/proposal', { body: proposalFixture() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uuid = created.body.uuid as string;
    if (!quoted) return { uuid, proposal: created.body, paymentPath: '' };
    const quote = await app.call('POST', `/api/proposal/${uuid}/quote`);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    if (needs !== 'payment') return { uuid, proposal: quote.body, paymentPath: '' };
    // The summary page's declarations first, as a customer gives them before paying.
    await app.confirmDetails(uuid);
    const started = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: '/quote/thankyou' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return { uuid, proposal: quote.body, paymentPath: started.body.payment_url };
  }

  async function send(target: Target, c: Context, r: HostileRequest) {
    let path = target.path(c);
    if (r.id !== null && c.uuid) path = path.replace(c.uuid, r.id);
    if (r.query !== null) path += `?${r.query}`;
    const headers: Record<string, string> = {};
    if (r.ifMatch !== null) headers['If-Match'] = r.ifMatch;
    const xhr = r.dropXhr === null && (path.startsWith('/api') || path.startsWith('/json'));
    if (target.method === 'GET') return { path, response: await app.call('GET', path, { headers, xhr }) };
    let body: unknown = copy(target.good?.(c) ?? {});
    for (const change of r.mutations) body = apply(body, change);
    if (r.whole !== null) body = copy(r.whole);
    const raw = r.raw ?? (target.kind === 'form' ? formText(body) : serialise(body));
    if (r.contentType !== undefined) {
      const formType = target.kind === 'form' && r.contentType === 'application/json';
      headers['Content-Type'] = formType ? 'application/x-www-form-urlencoded' : r.contentType;
    }
    if (r.contentEncoding !== null) headers['Content-Encoding'] = r.contentEncoding;
    const provider = app.providers.payment;
    if (
      target.kind === 'notification' &&
      r.signed &&
      raw === JSON.stringify(body) &&
      provider instanceof EmbeddedPaymentProvider
    ) {
      const now = new Date(clockNow);
      Object.assign(headers, provider.signNotification(body as EmbeddedPaymentNotification, now).headers);
    }
    return { path, raw, headers, response: await app.call('POST', path, { raw, headers, xhr }) };
  }

  const phases = (target: Target) =>
    target.needs === 'nothing' ? [false] : target.needs === 'payment' ? [true] : [false, true];

  test.each(targets)(
    '$name: no 5xx, and nothing written when refused',
    async (target) => {
      const failures: string[] = [];
      for (const quoted of phases(target)) {
        const c = await context(target.needs, quoted);
        await fc.assert(
          fc.asyncProperty(hostileRequest, async (r) => {
            if (target.name.includes('recall')) {
              // Past the recall attempt limits, so each body reaches the checks.
              app.advance(16 * 60_000);
              clockNow += 16 * 60_000;
            }
            const before = await state();
            const { path, response, raw, headers } = await send(target, c, r);
            figures.tried += 1;
            const what = `${target.method} ${path.slice(0, 120)} ${quoted ? '(quoted)' : ''} ${JSON.stringify(headers)} ${String(raw ?? '').slice(0, 160)} -> ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
            if (response.status >= 500) {
              figures.fiveHundreds += 1;
              failures.push(what);
            } else if (response.status >= 400) {
              figures.refused += 1;
              const declinedCredit = response.body?.error === 'credit_declined';
              if (!declinedCredit && (await state()) !== before) failures.push(`wrote: ${what}`);
            }
          }),
          { numRuns: RUNS_PER_CALL, seed: SEED + targets.indexOf(target), endOnFailure: true },
        );
      }
      expect(failures).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    120_000,
  );
});
