import { describe, expect, test } from 'vitest';
import { EmbeddedCaptchaProvider } from './EmbeddedCaptchaProvider';

const SECRET = 'a'.repeat(64);

function provider(options: { maxRemembered?: number } = {}) {
  let now = Date.parse('2026-11-20T10:00:00.000Z');
  const captcha = new EmbeddedCaptchaProvider({ secret: SECRET, clock: () => new Date(now), ...options });
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
    });
    const { captcha } = provider();
    expect((await captcha.verify(other.issueToken().token)).success).toBe(false);
  });

  test('remembers a bounded number of used tokens, forgetting expired ones first', async () => {
    const { captcha, advance } = provider({ maxRemembered: 3 });
    for (let i = 0; i < 3; i += 1)
      expect((await captcha.verify(captcha.issueToken().token)).success).toBe(true);
    expect(await captcha.verify(captcha.issueToken().token)).toEqual({
      success: false,
      reasons: ['too-many-tokens'],
    });
    advance(121_000);
    expect((await captcha.verify(captcha.issueToken().token)).success).toBe(true);
  });

  test('tells the browser to use the embedded check', () => {
    expect(provider().captcha.browserConfig).toEqual({ provider: 'embedded' });
  });
});
