import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type FakeAnswer,
  type FakeService,
  startFakeService,
} from '../../../tests/support/fakes/fakeService';
import { ProviderError } from '../shared/providerHttp';
import { RecaptchaAdapter } from './RecaptchaAdapter';

const ok = { success: true, challenge_ts: '2026-11-20T10:00:00Z', hostname: 'localhost' };

// What the fake siteverify answers, by the token posted.
const answers: Record<string, FakeAnswer> = {
  good: { status: 200, json: ok },
  'v3-human': { status: 200, json: { ...ok, score: 0.9, action: 'step1' } },
  'v3-borderline': { status: 200, json: { ...ok, score: 0.5, action: 'step1' } },
  'v3-bot': { status: 200, json: { ...ok, score: 0.1, action: 'step1' } },
  used: { status: 200, json: { success: false, 'error-codes': ['timeout-or-duplicate'] } },
  silent: { status: 200, json: { success: false } },
  chatty: {
    status: 200,
    json: { success: false, 'error-codes': ['invalid-input-response', 'Some free text <b>', 7] },
  },
  'bad-secret': { status: 200, json: { success: false, 'error-codes': ['invalid-input-secret'] } },
  '400': { status: 400, json: { success: false, 'error-codes': ['bad-request'] } },
  '500': { status: 500, text: 'Internal Server Error' },
  garbage: { status: 200, text: '<html>captcha</html>' },
  'wrong-shape': { status: 200, json: { success: 'yes' } },
  empty: { status: 200, text: '' },
  hang: 'hang',
  drop: 'destroy',
};

describe('RecaptchaAdapter against a local fake of siteverify', () => {
  let fake: FakeService;
  let adapter: RecaptchaAdapter;
  // Patient for ordinary answers on a busy machine; quick where the fake never answers.
  let quick: RecaptchaAdapter;
  beforeAll(async () => {
    fake = await startFakeService(
      (request) => answers[new URLSearchParams(request.body).get('response') ?? ''] ?? 'destroy',
    );
    const options = {
      verifyUrl: `${fake.url}/recaptcha/api/siteverify`,
      secret: 'the-secret',
      siteKey: 'the-site-key',
      minScore: 0.5,
    };
    adapter = new RecaptchaAdapter({ ...options, timeoutMs: 5000 });
    quick = new RecaptchaAdapter({ ...options, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  test('posts the secret, token and remote IP form-encoded', async () => {
    expect(await adapter.verify('good', '203.0.113.9')).toEqual({ success: true, reasons: [] });
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/recaptcha/api/siteverify' });
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      secret: 'the-secret',
      response: 'good',
      remoteip: '203.0.113.9',
    });
  });

  test('leaves the remote IP out when unknown', async () => {
    await adapter.verify('good', undefined);
    expect(new URLSearchParams(fake.requests.at(-1)!.body).has('remoteip')).toBe(false);
  });

  test.each([
    ['v3-human', { success: true, reasons: [] }],
    ['v3-borderline', { success: true, reasons: [] }],
    ['v3-bot', { success: false, reasons: ['low-score'] }],
    ['used', { success: false, reasons: ['timeout-or-duplicate'] }],
    ['silent', { success: false, reasons: ['refused'] }],
    ['chatty', { success: false, reasons: ['invalid-input-response'] }],
  ])('%s gives %o', async (token, verdict) => {
    expect(await adapter.verify(token, undefined)).toEqual(verdict);
  });

  test.each([
    ['bad-secret', 'misconfigured_secret', 200],
    ['400', 'http_400', 400],
    ['500', 'http_500', 500],
    ['garbage', 'bad_response', 200],
    ['wrong-shape', 'bad_response', 200],
    ['empty', 'bad_response', 200],
    ['hang', 'timeout', undefined],
    ['drop', 'unreachable', undefined],
  ])('%s fails with %s', async (token, reason, status) => {
    const failure = await (reason === 'timeout' ? quick : adapter)
      .verify(token, undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ provider: 'recaptcha', reason, status });
  });

  test('tells the browser its site key', () => {
    expect(adapter.browserConfig).toEqual({ provider: 'recaptcha', site_key: 'the-site-key' });
    expect(adapter).not.toHaveProperty('issueToken');
  });
});
