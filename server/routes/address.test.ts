import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAjv } from '../../schemas/src/createAjv';
import type { AddressProvider } from '../providers/address/AddressProvider';
import { EmbeddedAddressProvider, embeddedAddresses } from '../providers/address/EmbeddedAddressProvider';
import { type FakeService, startFakeService } from '../../tests/support/fakes/fakeService';
import { journeyText } from '../../tests/support/journey/journeyText';
import { buildTestApp, type TestApp } from '../../tests/support/testApp';
import { IdealPostcodesAdapter } from '../providers/address/IdealPostcodesAdapter';
import { compileCheck } from '../validation';

const ajv = createAjv();
const validation = (key: string, values?: Record<string, string>) =>
  journeyText(`content/validation-messages.json#/${key}`, values);
const notAPostcode = validation('formats/uk-postcode');
const checkAnswer = compileCheck(ajv, 'api/address-response.schema.json');

describe('GET /api/address with the embedded addresses', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ providers: { address: new EmbeddedAddressProvider() } });
  });
  afterAll(() => app.close());

  test.each(['LS61HR', 'LS6 1HR', 'ls61hr', 'ls6%201hr', '%20LS6%201HR%20'])(
    '?postcode=%s answers the addresses',
    async (query) => {
      const { status, body } = await app.call('GET', `/api/address?postcode=${query}`);
      expect(status).toBe(200);
      expect(checkAnswer(body)).toEqual([]);
      expect(body).toEqual({ addresses: embeddedAddresses('LS6 1HR') });
    },
  );

  test('a valid postcode without addresses answers an empty list', async () => {
    const { status, body } = await app.call('GET', '/api/address?postcode=LS69ZZ');
    expect({ status, body }).toEqual({
      status: 200,
      body: { addresses: [] },
    });
  });

  test.each([
    ['an invalid postcode', '?postcode=LS6', 'postcode', notAPostcode],
    ['an unknown area', '?postcode=QQ1%201AA', 'postcode', notAPostcode],
    [
      'a vendor test postcode the embedded service does not know',
      '?postcode=ID11QD',
      'postcode',
      notAPostcode,
    ],
    ['an empty postcode', '?postcode=', 'postcode', notAPostcode],
    ['a long postcode', `?postcode=${'A'.repeat(13)}`, 'postcode', notAPostcode],
    ['no postcode', '', 'postcode', validation('required')],
    ['two postcodes', '?postcode=LS61HR&postcode=M11AE', 'postcode', notAPostcode],
    ['another parameter', '?postcode=LS61HR&x=1', 'x', validation('additionalProperties', { field: '"x"' })],
  ])('%s is 422', async (_name, query, path, message) => {
    const { status, body } = await app.call('GET', `/api/address${query}`);
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: 'invalid', errors: [{ path, message }] });
  });

  test('a call without X-Requested-With is refused', async () => {
    expect((await app.call('GET', '/api/address?postcode=LS61HR', { xhr: false })).status).toBe(403);
  });
});

describe('GET /api/address when the address service fails', () => {
  let fake: FakeService;
  let app: TestApp;
  let broken: TestApp;
  const failing: AddressProvider = {
    name: 'broken',
    testPostcodes: new Set(),
    lookup: async () => {
      throw new Error('boom at LS6 1HR');
    },
  };
  beforeAll(async () => {
    fake = await startFakeService((request) =>
      request.url.startsWith('/v1/postcodes/ID1CLIP')
        ? { status: 402, json: { code: 4020, message: 'no lookups remaining' } }
        : request.url.startsWith('/v1/postcodes/LS61HR')
          ? 'hang'
          : { status: 404, json: { code: 4040 } },
    );
    const ideal = new IdealPostcodesAdapter({ baseUrl: fake.url, apiKey: 'secret-key', timeoutMs: 1000 });
    app = await buildTestApp({ providers: { address: ideal } });
    broken = await buildTestApp({ providers: { address: failing } });
  });
  afterAll(async () => {
    await app.close();
    await broken.close();
    await fake.close();
  });

  test.each([
    ['no lookups remaining (402)', 'ID1CLIP', 'no_lookups_remaining'],
    ['no answer at all', 'LS61HR', 'timeout'],
  ])('%s: an empty list, and a log line without the postcode or key', async (_name, postcode, reason) => {
    const before = app.logs.length;
    const { status, body } = await app.call('GET', `/api/address?postcode=${postcode}`);
    expect({ status, body }).toEqual({
      status: 200,
      body: { addresses: [] },
    });
    const lines = app.logs.slice(before).join('');
    expect(lines).toContain('address lookup failed');
    expect(lines).toContain(`"reason":"${reason}"`);
    expect(lines).not.toMatch(/LS6|LS61HR|ID1|secret-key/);
  });

  test('a vendor test postcode passes the route when the service knows it', async () => {
    const { status, body } = await app.call('GET', '/api/address?postcode=ID1KFA');
    expect({ status, body }).toEqual({
      status: 200,
      body: { addresses: [] },
    });
  });

  test('an unexpected error is an empty list too, logged without its text', async () => {
    const before = broken.logs.length;
    const { status, body } = await broken.call('GET', '/api/address?postcode=LS61HR');
    expect({ status, body }).toEqual({
      status: 200,
      body: { addresses: [] },
    });
    const lines = broken.logs.slice(before).join('');
    expect(lines).toContain('"reason":"unexpected"');
    expect(lines).not.toContain('boom');
  });
});
