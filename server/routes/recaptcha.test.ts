import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAjv } from '../../schemas/src/createAjv';
import { type FakeService, startFakeService } from '../../tests/support/fakes/fakeService';
import { EmbeddedCaptchaProvider } from '../providers/captcha/EmbeddedCaptchaProvider';
import { RecaptchaAdapter } from '../providers/captcha/RecaptchaAdapter';
import { compileCheck } from '../validation';
import { buildTestApp, type TestApp } from '../../tests/support/testApp';

const ajv = createAjv();
const checkToken = compileCheck(ajv, 'api/recaptcha-token.schema.json');
const checkConfig = compileCheck(ajv, 'api/recaptcha-config.schema.json');

describe('the embedded bot check over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      providers: ({ clock, shared }) => ({
        captcha: new EmbeddedCaptchaProvider({ secret: 's'.repeat(32), clock, claims: shared.tokens }),
      }),
    });
  });
  afterAll(() => app.close());

  test('config, token, check: the browser flow passes once', async () => {
    const config = await app.call('GET', '/api/recaptcha/config');
    expect({ status: config.status, body: config.body }).toEqual({
      status: 200,
      body: { provider: 'embedded' },
    });
    expect(checkConfig(config.body)).toEqual([]);

    const issued = await app.call('GET', '/api/recaptcha/token');
    expect(issued.status).toBe(200);
    expect(checkToken(issued.body)).toEqual([]);

    const first = await app.call('POST', '/api/recaptcha', { body: { response: issued.body.token } });
    expect({ status: first.status, body: first.body }).toEqual({ status: 200, body: { success: true } });
    const again = await app.call('POST', '/api/recaptcha', { body: { response: issued.body.token } });
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: { success: false } });
  });

  test('a forged token fails, with a log line naming the reason', async () => {
    const before = app.logs.length;
    const { status, body } = await app.call('POST', '/api/recaptcha', { body: { response: 'v1.forged' } });
    expect({ status, body }).toEqual({ status: 200, body: { success: false } });
    expect(app.logs.slice(before).join('')).toContain('invalid-input-response');
  });

  test.each([
    ['no body', {}],
    ['an empty token', { body: { response: '' } }],
    ['a token that is not a string', { body: { response: 42 } }],
    ['a token too long', { body: { response: 'x'.repeat(4001) } }],
    ['another field', { body: { response: 'x', remoteip: '1.2.3.4' } }],
    ['a JSON array', { body: ['x'] }],
  ])('%s is 422', async (_name, options) => {
    const { status, body } = await app.call('POST', '/api/recaptcha', options);
    expect(status).toBe(422);
    expect(body.error).toBe('invalid');
  });

  test.each(['/api/recaptcha/config?x=1', '/api/recaptcha/token?x=1'])(
    '%s (a parameter) is 422',
    async (path) => {
      expect((await app.call('GET', path)).status).toBe(422);
    },
  );

  test('a call without X-Requested-With is refused', async () => {
    expect((await app.call('GET', '/api/recaptcha/token', { xhr: false })).status).toBe(403);
  });
});

describe('the reCAPTCHA bot check over HTTP', () => {
  let fake: FakeService;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeService((request) => {
      const token = new URLSearchParams(request.body).get('response');
      if (token === 'good') return { status: 200, json: { success: true } };
      if (token === 'slow') return 'hang';
      return { status: 503, text: 'Service Unavailable: maintenance of Google systems' };
    });
    const provider = new RecaptchaAdapter({
      verifyUrl: `${fake.url}/siteverify`,
      secret: 'server-secret',
      siteKey: 'public-site-key',
      minScore: 0.5,
      timeoutMs: 1000,
    });
    app = await buildTestApp({ providers: { captcha: provider } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  test('tells the browser the site key and issues no tokens itself', async () => {
    const { status, body } = await app.call('GET', '/api/recaptcha/config');
    expect({ status, body }).toEqual({
      status: 200,
      body: { provider: 'recaptcha', site_key: 'public-site-key' },
    });
    expect((await app.call('GET', '/api/recaptcha/token')).status).toBe(404);
  });

  test("passes the caller's IP to siteverify", async () => {
    const { status, body } = await app.call('POST', '/api/recaptcha', { body: { response: 'good' } });
    expect({ status, body }).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(new URLSearchParams(fake.requests.at(-1)!.body).get('remoteip')).toBe('127.0.0.1');
  });

  test.each([
    ['a 503', 'down', 'http_503'],
    ['no answer at all', 'slow', 'timeout'],
  ])("%s: success false and a log line, never the service's text", async (_name, token, reason) => {
    const before = app.logs.length;
    const { status, body } = await app.call('POST', '/api/recaptcha', { body: { response: token } });
    expect({ status, body }).toEqual({ status: 200, body: { success: false } });
    const lines = app.logs.slice(before).join('');
    expect(lines).toContain('bot check failed to run');
    expect(lines).toContain(`"reason":"${reason}"`);
    expect(lines).not.toMatch(/maintenance|server-secret/);
  });
});
