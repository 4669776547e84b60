import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStore } from '../../storage/createStore';
import type { KyselyStore } from '../../storage/kyselyStore';
import { KyselyTokenClaims } from '../../storage/tokenClaims';
import type { TokenClaims } from '../../storage/tokenClaims';
import { EmbeddedCaptchaProvider } from './EmbeddedCaptchaProvider';

const SECRET = 'a'.repeat(64);

let store: KyselyStore;
let claims: TokenClaims;
beforeAll(async () => {
  store = createStore('sqlite::memory:');
  await store.migrate();
  claims = new KyselyTokenClaims(store.db);
});
afterAll(() => store.close());

function provider(options: { claims?: TokenClaims } = {}) {
  let now = Date.parse('2026-11-20T10:00:00.000Z');
  const captcha = new EmbeddedCaptchaProvider({
    secret: SECRET,
    clock: () => new Date(now),
    claims,
    ...options,
  });
  return { captcha, advance: (ms: number) => (now += ms) };
}

describe('EmbeddedCaptchaProvider', () => {
  test('issues a token valid for two minutes that verifies once', async () => {
    const { captcha } = provider();
    const { token, expires_at } = captcha.issueToken();
    expect(expires_at).toBe('2026-11-20T10:02:00.000Z');
    expect(await captcha.verify(token)).toEqual({ success: true, reasons: [] });
    expect(await captcha.verify(token)).toEqual({ success: false, reasons: ['timeout-or-duplicate'] });
  });

  test('accepts a token at its last moment and refuses it after', async () => {
    const { captcha, advance } = provider();
    const first = captcha.issueToken().token;
    const second = captcha.issueToken().token;
    advance(120_000);
    expect((await captcha.verify(first)).success).toBe(true);
    advance(1);
    expect(await captcha.verify(second)).toEqual({ success: false, reasons: ['timeout-or-duplicate'] });
  });

  test('gives each token its own id', () => {
    const { captcha } = provider();
    const tokens = new Set(Array.from({ length: 50 }, () => captcha.issueToken().token));
    expect(tokens.size).toBe(50);
  });

  test.each([
    ['junk', () => 'not a token'],
    ['an empty token', () => ''],
    [
      'a changed expiry',
      (t: string) => t.replace(/\.(\d{13})\./, (_m, d: string) => `.${Number(d) + 60_000}.`),
    ],
    ['a changed signature', (t: string) => t.slice(0, -1) + (t.endsWith('A') ? 'B' : 'A')],
    ['a changed id', (t: string) => t.replace(/^v1\.(.)/, (_m, c: string) => `v1.${c === 'x' ? 'y' : 'x'}`)],
    ['a reCAPTCHA token', () => '03AFcWeA' + 'x'.repeat(400)],
  ])('refuses %s as invalid-input-response', async (_name, make) => {
    const { captcha } = provider();
    const token = make(captcha.issueToken().token);
    expect(await captcha.verify(token)).toEqual({ success: false, reasons: ['invalid-input-response'] });
  });

  test('refuses a token signed with another secret', async () => {
    const other = new EmbeddedCaptchaProvider({
      secret: 'b'.repeat(64),
      clock: () => new Date('2026-11-20T10:00:00Z'),
      claims,
    });
    const { captcha } = provider();
    expect((await captcha.verify(other.issueToken().token)).success).toBe(false);
  });

  test('a token used through one provider is refused by another on the same store', async () => {
    const first = provider();
    const second = provider();
    const { token } = first.captcha.issueToken();
    expect((await first.captcha.verify(token)).success).toBe(true);
    expect(await second.captcha.verify(token)).toEqual({ success: false, reasons: ['timeout-or-duplicate'] });
  });

  test('a store that fails makes the check fail to run (it throws), never pass', async () => {
    const broken: TokenClaims = { claim: () => Promise.reject(new Error('database unavailable')) };
    const { captcha } = provider({ claims: broken });
    await expect(captcha.verify(captcha.issueToken().token)).rejects.toThrow('database unavailable');
  });

  test('tells the browser to use the embedded check', () => {
    expect(provider().captcha.browserConfig).toEqual({ provider: 'embedded' });
  });
});
