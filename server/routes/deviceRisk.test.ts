import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFixture } from '../../tests/fixtures/index';
import { createAjv } from '../../schemas/src/createAjv';
import type { Proposal } from '../../schemas/generated/index';
import { type FakeService, startFakeService } from '../../tests/support/fakes/fakeService';
import { EmbeddedFraudProvider } from '../providers/fraud/EmbeddedFraudProvider';
import type { FraudProvider } from '../providers/fraud/FraudProvider';
import { IovationAdapter } from '../providers/fraud/IovationAdapter';
import { FRAUD_CHECKS_PER_PROPOSAL } from './deviceRisk';
import type { Store } from '../storage/store';
import { compileCheck } from '../validation';
import { buildTestApp, type ProviderOverrideDeps, type TestApp } from '../../tests/support/testApp';

const ajv = createAjv();
const checkProposal = compileCheck(ajv, 'entities/proposal.schema.json');
const checkDecision = compileCheck(ajv, 'api/device-risk-check-response.schema.json');

const NOW = new Date('2026-11-20T10:00:00.000Z');
const blackbox = (
  fp: Record<string, unknown> = { ua: 'Mozilla/5.0 Firefox/140.0', lang: 'en-GB', webdriver: false },
) => Buffer.from(JSON.stringify({ v: 1, ts: NOW.getTime() - 5000, fp })).toString('base64');

let counter = 0;
/** Stores a purchased proposal (the thank-you page's state) and answers its uuid. */
async function purchased(
  store: Store,
  extra: Partial<Proposal> = {},
  expiresAt = new Date(NOW.getTime() + 3_600_000),
) {
  counter += 1;
  const uuid = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const document: Proposal = { ...proposalFixture(), uuid, is_purchased: true, ...extra };
  await store.createProposal({ uuid, document, now: NOW, expiresAt }, { type: 'proposal.created' });
  return uuid;
}

/** The app with the given fraud check (or one made from what the services are built from). */
async function start(given: FraudProvider | ((deps: ProviderOverrideDeps) => FraudProvider)) {
  const app = await buildTestApp({
    providers: (deps) => ({ fraud: typeof given === 'function' ? given(deps) : given }),
  });
  return { store: app.store, app };
}

describe('the device risk calls with the embedded check', () => {
  let store: Store;
  let app: TestApp;
  beforeAll(
    async () =>
      ({ store, app } = await start(
        ({ shared }) => new EmbeddedFraudProvider({ clock: () => NOW, sightings: shared.devices }),
      )),
  );
  afterAll(() => app.close());

  test('stores the blackbox, then the check allows and is recorded', async () => {
    const uuid = await purchased(store);
    const box = blackbox();
    const stored = await app.call('POST', `/api/proposal/${uuid}/device-risk`, { body: { blackbox: box } });
    expect(stored.status).toBe(200);
    // A bought policy is answered as the thank-you page needs it: the blackbox stays on the server.
    expect(stored.body).toMatchObject({ uuid, is_purchased: true });
    expect(stored.body.risk.userfields).toBeUndefined();
    expect(checkProposal(stored.body)).toEqual([]);
    expect((await store.getProposal(uuid))?.document.risk?.userfields?.iovachek).toBe(box);

    const checked = await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`);
    expect(checked.status).toBe(200);
    expect(checkDecision(checked.body)).toEqual([]);
    expect(checked.body).toMatchObject({ result: 'allow', reason: 'ok' });

    const events = await store.listEvents(uuid);
    expect(events.map((event) => event.type)).toEqual([
      'proposal.created',
      'device.recorded',
      'fraud.checked',
    ]);
    expect(events[1]?.data).toEqual({ length: box.length });
    expect(events[2]?.data).toEqual({ provider: 'embedded', ...checked.body });
  });

  test("a proposal's checks are limited: beyond the hour's allowance 429 with Retry-After and nothing recorded; an hour later it has room again", async () => {
    const uuid = await purchased(store, {}, new Date(NOW.getTime() + 3 * 3_600_000));
    for (let i = 0; i < FRAUD_CHECKS_PER_PROPOSAL.max; i += 1) {
      expect((await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`)).status).toBe(200);
    }
    const events = (await store.listEvents(uuid)).length;
    const refused = await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await store.listEvents(uuid)).length).toBe(events);
    app.advance(FRAUD_CHECKS_PER_PROPOSAL.windowMs);
    expect((await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`)).status).toBe(200);
  });

  test('an empty JSON body is accepted for the check', async () => {
    const uuid = await purchased(store);
    await app.call('POST', `/api/proposal/${uuid}/device-risk`, { body: { blackbox: blackbox() } });
    expect(
      (await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`, { body: {} })).status,
    ).toBe(200);
  });

  test.each([
    ['no blackbox stored', undefined, 'review', 'no_blackbox'],
    ['a blackbox it cannot read', 'AAAA', 'review', 'unreadable_blackbox'],
    [
      'a headless test browser',
      blackbox({ ua: 'HeadlessChrome/140', webdriver: true }),
      'review',
      'automated_browser',
    ],
  ])('%s: %s', async (_name, box, result, reason) => {
    const uuid = await purchased(store);
    if (box) await app.call('POST', `/api/proposal/${uuid}/device-risk`, { body: { blackbox: box } });
    const checked = await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`);
    expect(checked).toMatchObject({ status: 200, body: { result, reason } });
  });

  test.each([
    ['no body', {}, 'blackbox'],
    ['an empty blackbox', { body: { blackbox: '' } }, 'blackbox'],
    ['a blackbox longer than the proposal keeps', { body: { blackbox: 'A'.repeat(4097) } }, 'blackbox'],
    ['a blackbox that is not a string', { body: { blackbox: ['A'] } }, 'blackbox'],
    ['another field', { body: { blackbox: 'AAAA', result: 'allow' } }, 'result'],
  ])('device-risk with %s is 422 and writes nothing', async (_name, options, path) => {
    const uuid = await purchased(store);
    const { status, body } = await app.call('POST', `/api/proposal/${uuid}/device-risk`, options);
    expect(status).toBe(422);
    expect(body.errors[0].path).toBe(path);
    expect((await store.listEvents(uuid)).length).toBe(1);
  });

  test('the check with a body is 422 and records nothing', async () => {
    const uuid = await purchased(store);
    const { status } = await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`, {
      body: { result: 'allow' },
    });
    expect(status).toBe(422);
    expect((await store.listEvents(uuid)).length).toBe(1);
  });

  test.each([
    ['an unknown proposal', '00000000-0000-4000-8000-999999999999', 404],
    ['an id that is not a uuid', 'abc', 404],
  ])('%s is %i', async (_name, uuid, status) => {
    expect(
      (await app.call('POST', `/api/proposal/${uuid}/device-risk`, { body: { blackbox: 'AAAA' } })).status,
    ).toBe(status);
    expect((await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`)).status).toBe(status);
  });

  test('an expired quote session is 419', async () => {
    const uuid = await purchased(store, { is_purchased: false }, new Date(NOW.getTime() - 1));
    expect(
      (await app.call('POST', `/api/proposal/${uuid}/device-risk`, { body: { blackbox: 'AAAA' } })).status,
    ).toBe(419);
  });

  test('an accepted quote is 409: the check belongs before acceptance', async () => {
    const uuid = await purchased(store, { is_accepted: true });
    const stored = await app.call('POST', `/api/proposal/${uuid}/device-risk`, {
      body: { blackbox: 'AAAA' },
    });
    expect(stored).toMatchObject({ status: 409, body: { error: 'conflict' } });
    expect((await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`)).status).toBe(409);
    expect((await store.listEvents(uuid)).length).toBe(1);
  });

  test('a call without X-Requested-With is refused', async () => {
    const uuid = await purchased(store);
    expect(
      (await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`, { xhr: false })).status,
    ).toBe(403);
  });
});

describe('the device risk check when iovation fails', () => {
  let fake: FakeService;
  let store: Store;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeService((request) => {
      const sent = JSON.parse(request.body) as { blackbox: string };
      if (sent.blackbox === 'SLOW') return 'hang';
      if (sent.blackbox === 'GOOD')
        return {
          status: 200,
          json: { id: 'i-1', result: 'D', reason: 'Evidence: Jane Doe', trackingNumber: '77' },
        };
      return { status: 500, text: 'iovation internal failure for subscriber 123456' };
    });
    const provider = new IovationAdapter({
      baseUrl: fake.url,
      subscriberId: '123456',
      account: 'OLTP',
      passcode: 'secret-passcode',
      ruleset: 'application',
      timeoutMs: 1000,
    });
    ({ store, app } = await start(provider));
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  test("a decision is answered in our words and iovation's kept in the event", async () => {
    const uuid = await purchased(store);
    await app.call('POST', `/api/proposal/${uuid}/device-risk`, { body: { blackbox: 'GOOD' } });
    const checked = await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`);
    expect(checked.body).toEqual({ result: 'deny', reason: 'provider_decision', tracking_number: '77' });
    expect(JSON.stringify(checked.body)).not.toContain('Jane');
    expect((await store.listEvents(uuid)).at(-1)?.data).toMatchObject({
      provider_reason: 'Evidence: Jane Doe',
      provider_id: 'i-1',
    });
    expect(fake.requests.at(-1)?.body).toContain('"statedIp":"127.0.0.1"');
  });

  test.each([
    ['a 500', 'BROKEN', 'http_500'],
    ['no answer at all', 'SLOW', 'timeout'],
  ])("%s: review, logged, never the service's text", async (_name, box, reason) => {
    const uuid = await purchased(store);
    await app.call('POST', `/api/proposal/${uuid}/device-risk`, { body: { blackbox: box } });
    const before = app.logs.length;
    const { status, body } = await app.call('POST', `/api/proposal/${uuid}/save-device-risk-check`);
    expect({ status, body }).toEqual({
      status: 200,
      body: { result: 'review', reason: 'check_unavailable', tracking_number: '' },
    });
    const lines = app.logs.slice(before).join('');
    expect(lines).toContain('fraud check failed to run');
    expect(lines).toContain(`"reason":"${reason}"`);
    expect(lines).not.toMatch(/internal failure|secret-passcode/);
    expect((await store.listEvents(uuid)).at(-1)).toMatchObject({
      type: 'fraud.checked',
      data: { result: 'review' },
    });
  });
});
