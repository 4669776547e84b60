import { ApiError } from './ApiError';
import { apiFetch } from './apiFetch';
import { getList, getLists } from './listApi';
import { createProposal, getProposal, updateProposal } from './proposalApi';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(answer(200, { uuid: 'u1' })));
  vi.stubGlobal('fetch', fetchMock);
});

function sent(call = 0): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('apiFetch', () => {
  test('a GET says it is an XMLHttpRequest call, asks for JSON and sends no body', async () => {
    await expect(apiFetch('GET', '/api/proposal/u1')).resolves.toEqual({ uuid: 'u1' });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/proposal/u1');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
  });

  test('a POST sends its body as JSON', async () => {
    await apiFetch('POST', '/api/proposal', { risk: { start_date: '2026-01-01' } });
    const { init, headers } = sent();
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"risk":{"start_date":"2026-01-01"}}');
  });

  test('an empty answer resolves to undefined', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiFetch('POST', '/api/proposal/u1/confirm')).resolves.toBeUndefined();
  });

  test.each<[string, number, unknown, Partial<ApiError>]>([
    [
      'a 422 with field errors',
      422,
      { error: 'invalid', errors: [{ path: '/risk/start_date', message: 'Please enter a valid date' }] },
      {
        status: 422,
        code: 'invalid',
        errors: [{ path: '/risk/start_date', message: 'Please enter a valid date' }],
      },
    ],
    ['a 404 not_found', 404, { error: 'not_found' }, { status: 404, code: 'not_found', errors: [] }],
    ['a 419 with no body', 419, undefined, { status: 419, code: undefined, errors: [] }],
    [
      'a 500 with a message',
      500,
      { error: 'server', message: 'Database unavailable' },
      { status: 500, code: 'server', message: 'Database unavailable' },
    ],
  ])('%s rejects with an ApiError', async (_, status, body, expected) => {
    fetchMock.mockResolvedValueOnce(answer(status, body));
    const error = await apiFetch('POST', '/api/proposal/u1', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ ...expected, url: '/api/proposal/u1' });
  });

  test('an error answer that is not JSON still rejects with its status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('GET', '/api/list')).rejects.toMatchObject({ status: 502, code: undefined });
  });

  test('no answer at all rejects with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('GET', '/api/list')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      url: '/api/list',
    });
  });
});

describe('typed helpers', () => {
  test('createProposal fetches a fresh bot-check token and sends it as X-Captcha-Token', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { token: 'v1.fresh', expires_at: '2026-11-20T10:02:00Z' }));
    await createProposal({ risk: {} });
    expect(sent(0).url).toBe('/api/recaptcha/token');
    const { url, init, headers } = sent(1);
    expect([init.method, url, init.body]).toEqual(['POST', '/api/proposal', '{"risk":{}}']);
    expect(headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'X-Captcha-Token': 'v1.fresh' });
  });

  test.each<[string, () => Promise<unknown>, string, string, string | undefined]>([
    ['getProposal', () => getProposal('u 1'), 'GET', '/api/proposal/u%201', undefined],
    [
      'updateProposal',
      () => updateProposal('u1', { uuid: 'u1' }),
      'POST',
      '/api/proposal/u1',
      '{"uuid":"u1"}',
    ],
    ['getLists', () => getLists(), 'GET', '/api/list', undefined],
    ['getList', () => getList('insurer.person_title'), 'GET', '/api/list/insurer.person_title', undefined],
  ])('%s calls %s %s', async (_, call, method, url, body) => {
    await call();
    const { url: calledUrl, init, headers } = sent();
    expect([init.method, calledUrl, init.body]).toEqual([method, url, body]);
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
  });
});
