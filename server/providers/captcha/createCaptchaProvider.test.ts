import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStore } from '../../storage/createStore';
import type { KyselyStore } from '../../storage/kyselyStore';
import { KyselyTokenClaims } from '../../storage/tokenClaims';
import { createCaptchaProvider } from './createCaptchaProvider';
import { EmbeddedCaptchaProvider } from './EmbeddedCaptchaProvider';
import { RecaptchaAdapter } from './RecaptchaAdapter';

let store: KyselyStore;
let deps: Parameters<typeof createCaptchaProvider>[1];
beforeAll(async () => {
  store = createStore('sqlite::memory:');
  await store.migrate();
  deps = { clock: () => new Date(), claims: new KyselyTokenClaims(store.db) };
});
afterAll(() => store.close());
const recaptcha = { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k' };

describe('createCaptchaProvider', () => {
  test.each([
    ['nothing set', {}, EmbeddedCaptchaProvider],
    [
      'embedded with a secret',
      { CAPTCHA_PROVIDER: 'embedded', CAPTCHA_SECRET: 'x'.repeat(32) },
      EmbeddedCaptchaProvider,
    ],
    ['recaptcha with its keys', recaptcha, RecaptchaAdapter],
    [
      'recaptcha with a threshold and URL',
      { ...recaptcha, RECAPTCHA_MIN_SCORE: '0.7', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/v' },
      RecaptchaAdapter,
    ],
  ])('%s', (_name, env, type) => {
    expect(createCaptchaProvider(env, deps)).toBeInstanceOf(type);
  });

  test("two processes with the same CAPTCHA_SECRET accept each other's tokens", async () => {
    const env = { CAPTCHA_SECRET: 'shared-secret-of-at-least-32-chars!' };
    const a = createCaptchaProvider(env, deps);
    const b = createCaptchaProvider(env, deps);
    const token = a.issueToken!().token;
    expect((await b.verify(token, undefined)).success).toBe(true);
    // Sharing one store, they also agree that it has been used.
    expect((await a.verify(token, undefined)).success).toBe(false);
    const c = createCaptchaProvider({}, deps);
    expect((await c.verify(a.issueToken!().token, undefined)).success).toBe(false);
  });

  test.each([
    [{ CAPTCHA_PROVIDER: 'hcaptcha' }, /CAPTCHA_PROVIDER must be one of embedded, recaptcha/],
    [
      { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'k' },
      /RECAPTCHA_SECRET must be set when CAPTCHA_PROVIDER=recaptcha/,
    ],
    [{ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's' }, /RECAPTCHA_SITE_KEY must be set/],
    [{ ...recaptcha, RECAPTCHA_MIN_SCORE: '2' }, /RECAPTCHA_MIN_SCORE must be a number from 0 to 1/],
    [{ ...recaptcha, RECAPTCHA_VERIFY_URL: 'siteverify' }, /RECAPTCHA_VERIFY_URL/],
    [{ CAPTCHA_TIMEOUT_MS: '99' }, /CAPTCHA_TIMEOUT_MS/],
    [{ CAPTCHA_SECRET: 'short' }, /CAPTCHA_SECRET must be at least 32 characters/],
  ])('refuses %o', (env, message) => {
    expect(() => createCaptchaProvider(env, deps)).toThrow(message);
  });
});
