import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import errorsJson from '../../journey/content/errors.json';
import { journeyVersion } from '../../server/journeyProposal';
import { proposalFixture, proposalStep1Fixture } from '../fixtures/index';
import { buildTestApp, type TestApp } from '../support/testApp';
import { testEngines } from './testEngines';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(testEngines)('the proposal round-trips through the API on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ app, drop } = await open()));
  afterAll(async () => {
    await app.close();
    await drop();
  });

  test('create, read and update the fixture', async () => {
    const created = await app.call('POST', '/api/proposal', { body: proposalFixture() });
    expect(created.status).toBe(201);
    const uuid: string = created.body.uuid;
    expect(uuid).toMatch(UUID_V4);
    expect(created.headers.get('location')).toBe(`/api/proposal/${uuid}`);
    // The server records the journey version the answers were given under.
    expect(created.body).toEqual({ ...proposalFixture(), uuid, journey_version: journeyVersion });

    const read = await app.call('GET', `/api/proposal/${uuid}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');

    const changed = { ...read.body, is_pay_monthly: true };
    const updated = await app.call('POST', `/api/proposal/${uuid}`, { body: changed });
    expect(updated.status).toBe(200);
    // The form's own answer to how the customer pays follows: one answer (paymentChoice.ts).
    expect(updated.body).toEqual({
      ...changed,
      risk: { ...changed.risk, duqs: { ...changed.risk.duqs, is_pay_monthly: true } },
    });
    expect(updated.headers.get('etag')).toBe('"2"');
    expect((await app.call('GET', `/api/proposal/${uuid}`)).body.is_pay_monthly).toBe(true);
    expect((await app.store.listEvents(uuid)).map((e) => e.type)).toEqual([
      'proposal.created',
      'proposal.updated',
    ]);
  });

  test('the form first saves a partial proposal after step 1, then completes it', async () => {
    const created = await app.call('POST', '/api/proposal', { body: proposalStep1Fixture() });
    expect(created.status).toBe(201);
    const full = { ...proposalFixture(), uuid: created.body.uuid };
    const updated = await app.call('POST', `/api/proposal/${created.body.uuid}`, { body: full });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...full, journey_version: journeyVersion });
  });
});

describe('the proposal API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const create = async () =>
    (await app.call('POST', '/api/proposal', { body: proposalFixture() })).body.uuid as string;

  test('fields only the server sets are ignored on create and kept on update', async () => {
    const forged = {
      ...proposalFixture(),
      uuid: '11111111-1111-4111-8111-111111111111',
      is_quoted: true,
      is_purchased: true,
    };
    const created = await app.call('POST', '/api/proposal', { body: forged });
    expect(created.status).toBe(201);
    expect(created.body.uuid).not.toBe(forged.uuid);
    expect(created.body.is_quoted).toBeUndefined();
    expect(created.body.is_purchased).toBeUndefined();
    const updated = await app.call('POST', `/api/proposal/${created.body.uuid}`, {
      body: { ...proposalFixture(), is_purchased: true },
    });
    expect(updated.body.is_purchased).toBeUndefined();
  });

  test('an update whose body names another uuid is refused', async () => {
    const uuid = await create();
    const other = '22222222-2222-4222-8222-222222222222';
    const response = await app.call('POST', `/api/proposal/${uuid}`, {
      body: { ...proposalFixture(), uuid: other },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ path: 'uuid', message: errorsJson.api.uuidMismatch }]);
  });

  test('If-Match with an old version is refused with 409 and changes nothing', async () => {
    const uuid = await create();
    await app.call('POST', `/api/proposal/${uuid}`, { body: proposalFixture() });
    const stale = await app.call('POST', `/api/proposal/${uuid}`, {
      body: { ...proposalFixture(), is_pay_monthly: true },
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('conflict');
    expect((await app.call('GET', `/api/proposal/${uuid}`)).body.is_pay_monthly).toBe(false);
  });

  test('unknown and malformed ids answer 404 not_found', async () => {
    for (const id of ['9b2c3c1e-0d5e-4c7a-9a43-6f1c2b3d4e5f', 'not-a-uuid', '1234', "x' OR '1'='1"]) {
      const read = await app.call('GET', `/api/proposal/${encodeURIComponent(id)}`);
      expect(read.status).toBe(404);
      expect(read.body.error).toBe('not_found');
      const write = await app.call('POST', `/api/proposal/${encodeURIComponent(id)}`, {
        body: proposalFixture(),
      });
      expect(write.status).toBe(404);
    }
  });

  test('a session idle past the limit answers 419; activity keeps it alive; nothing is written', async () => {
    const uuid = await create();
    app.advance(59 * 60_000);
    expect((await app.call('GET', `/api/proposal/${uuid}`)).status).toBe(200);
    app.advance(59 * 60_000);
    expect((await app.call('GET', `/api/proposal/${uuid}`)).status).toBe(200);
    app.advance(61 * 60_000);
    const writes = app.writes();
    const expired = await app.call('GET', `/api/proposal/${uuid}`);
    expect(expired.status).toBe(419);
    expect(expired.body).toEqual({ error: 'expired', message: errorsJson.api.sessionExpired });
    const update = await app.call('POST', `/api/proposal/${uuid}`, { body: proposalFixture() });
    expect(update.status).toBe(419);
    expect(app.writes()).toBe(writes);
  });

  test('a purchased policy is not subject to the quote session', async () => {
    const uuid = await create();
    const record = await app.store.getProposal(uuid);
    await app.store.saveProposal(
      uuid,
      {
        document: { ...record!.document, is_purchased: true },
        expectedVersion: 1,
        now: new Date(),
        expiresAt: new Date(0),
      },
      { type: 'payment.confirmed' },
    );
    app.advance(24 * 60 * 60_000);
    expect((await app.call('GET', `/api/proposal/${uuid}`)).status).toBe(200);
  });

  test('responses carry security headers and are not cached', async () => {
    const uuid = await create();
    const read = await app.call('GET', `/api/proposal/${uuid}`);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(read.headers.get('x-powered-by')).toBeNull();
  });

  test('an unknown API path answers 404 in JSON', async () => {
    const response = await app.call('GET', '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('not_found');
  });
});
