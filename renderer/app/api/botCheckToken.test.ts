import { ApiError } from './ApiError';
import { botCheckToken } from './botCheckToken';
import { recallQuote, sendQuoteEmail } from './quoteApi';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const headersOf = (call: number) =>
  (fetchMock.mock.calls[call]![1] as RequestInit).headers as Record<string, string>;

describe('botCheckToken', () => {
  test('the embedded check: a token from GET /api/recaptcha/token', async () => {
    fetchMock = vi.fn(async () => json(200, { token: 'v1.abc', expires_at: '2026-11-20T10:02:00Z' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(botCheckToken('recall')).resolves.toBe('v1.abc');
    expect(urls()).toEqual(['/api/recaptcha/token']);
  });

  test("reCAPTCHA: the token call is 404, so the page's grecaptcha runs with the site key and action", async () => {
    fetchMock = vi.fn(async (url: string) =>
      url === '/api/recaptcha/config'
        ? json(200, { provider: 'recaptcha', site_key: 'site-key' })
        : json(404, { error: 'not_found' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const execute = vi.fn(async () => 'google-token');
    vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute });
    await expect(botCheckToken('send_quote_email')).resolves.toBe('google-token');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'send_quote_email' });
  });

  test('reCAPTCHA without its script on the page: the call fails as a refused bot check', async () => {
    fetchMock = vi.fn(async (url: string) =>
      url === '/api/recaptcha/config'
        ? json(200, { provider: 'recaptcha', site_key: 'site-key' })
        : json(404, { error: 'not_found' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const error = await botCheckToken('recall').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'bot_check_failed' });
  });

  test('a server that fails on the token call fails the call (no request goes out without a token)', async () => {
    fetchMock = vi.fn(async () => json(500, { error: 'internal' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(recallQuote({ reference: 'r', postcode: 'p', dob: 'd' } as never)).rejects.toMatchObject({
      status: 500,
    });
    expect(urls()).toEqual(['/api/recaptcha/token']);
  });
});

describe('the calls behind the bot check send a fresh token each', () => {
  beforeEach(() => {
    let issued = 0;
    fetchMock = vi.fn(async (url: string) =>
      url === '/api/recaptcha/token'
        ? json(200, { token: `v1.t${(issued += 1)}`, expires_at: '2026-11-20T10:02:00Z' })
        : json(200, { success: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  test.each([
    [
      'recallQuote',
      () => recallQuote({ reference: 'r', postcode: 'p', dob: 'd' } as never),
      '/api/proposal/recall',
    ],
    ['sendQuoteEmail', () => sendQuoteEmail('u1'), '/api/proposal/u1/send-quote-email'],
  ])('%s', async (_name, call, path) => {
    await call();
    await call();
    expect(urls()).toEqual(['/api/recaptcha/token', path, '/api/recaptcha/token', path]);
    expect(headersOf(1)['X-Captcha-Token']).toBe('v1.t1');
    expect(headersOf(3)['X-Captcha-Token']).toBe('v1.t2');
  });
});
