import { ApiError } from './ApiError';
import { createProposal, getProposal, updateProposal } from './proposalApi';
import { confirmDetails, selectAddons, updateAndRequote, updatePaymentOption } from './quoteApi';

// A save holds to the version of the proposal this tab last read or saved (If-Match with its
// ETag), so a stale tab cannot overwrite what another saved since; a new proposal's first save
// holds to none.

interface Sent {
  method: string;
  url: string;
  ifMatch: string | null;
}
let sent: Sent[];
let version: number;

beforeEach(() => {
  sent = [];
  version = 3;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const ifMatch = new Headers(init?.headers).get('If-Match');
      sent.push({ method, url, ifMatch });
      const answer = (body: unknown, status = 200, tag?: string) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json', ...(tag ? { ETag: tag } : {}) },
        });
      if (url === '/api/recaptcha/token') return answer({ token: 't', expires_at: '2099-01-01T00:00:00Z' });
      if (ifMatch !== null && ifMatch !== `"${version}"`)
        return answer({ error: 'conflict', message: 'm' }, 409);
      if (method !== 'GET') version += 1;
      const uuid = url.match(/proposal\/([^/?]+)/)?.[1] ?? 'new-1';
      const proposal = { uuid: uuid === 'update' ? 'p-1' : uuid };
      return answer(url.startsWith('/json/') ? { data: proposal } : proposal, 200, `"${version}"`);
    }),
  );
});

const ifMatchOf = (url: string) => sent.filter((s) => s.url.startsWith(url)).map((s) => s.ifMatch);

test('a save holds to the version read, then to the version it saved', async () => {
  await getProposal('p-1');
  await updateProposal('p-1', {}, 2);
  await updateProposal('p-1', {}, 3);
  expect(ifMatchOf('/api/proposal/p-1?steps=')).toEqual(['"3"', '"4"']);
});

test('a save after another tab saved is refused as a conflict', async () => {
  await getProposal('p-2');
  version += 1; // another tab saves
  await expect(updateProposal('p-2', {}, 2)).rejects.toMatchObject({ status: 409, code: 'conflict' });
  await expect(updateProposal('p-2', {}, 2)).rejects.toBeInstanceOf(ApiError);
  // Read again, the proposal saves.
  await getProposal('p-2');
  await expect(updateProposal('p-2', {}, 2)).resolves.toMatchObject({ uuid: 'p-2' });
});

test("a new proposal's first save holds to no version; the next holds to the one it made", async () => {
  const created = await createProposal({}, 1);
  expect(sent.find((s) => s.url.startsWith('/api/proposal?'))?.ifMatch).toBeNull();
  await updateProposal(created.uuid!, {}, 2);
  expect(ifMatchOf(`/api/proposal/${created.uuid}?`)).toEqual(['"4"']);
});

test('the price page’s change of answers holds to the version read', async () => {
  await getProposal('p-1');
  await updateAndRequote({ uuid: 'p-1' } as Parameters<typeof updateAndRequote>[0]);
  expect(ifMatchOf('/json/proposal/update')).toEqual(['"3"']);
});

test('the add-ons, payment option and confirm calls hold to the version read', async () => {
  await getProposal('p-3');
  await updatePaymentOption('p-3', { is_pay_monthly: true });
  await selectAddons('p-3', []);
  await confirmDetails('p-3', {} as Parameters<typeof confirmDetails>[1]);
  expect(sent.filter((s) => s.method === 'POST').map((s) => s.ifMatch)).toEqual(['"3"', '"4"', '"5"']);
  version += 1; // another tab saves
  await expect(selectAddons('p-3', [])).rejects.toMatchObject({ status: 409, code: 'conflict' });
});

test('a check-only payment option holds to no version and leaves the one kept alone', async () => {
  await getProposal('p-4');
  version += 1; // another tab saves
  await updatePaymentOption('p-4', { check: true, is_pay_monthly: false });
  expect(sent.at(-1)?.ifMatch).toBeNull();
  // The page still shows what it read: its next change is refused, not held to the check's answer.
  await expect(updatePaymentOption('p-4', { is_pay_monthly: false })).rejects.toMatchObject({
    code: 'conflict',
  });
});
