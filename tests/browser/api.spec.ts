import { expect, test } from '@playwright/test';
import proposal from '../../schemas/examples/proposal.json' with { type: 'json' };
import { botCheckedHeaders } from './botCheck';

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

// The server as `npm start` runs it (main.ts wiring, SQLite file, built app) answers the API.
test('the fixture proposal round-trips through the running server', async ({ request }) => {
  const created = await request.post('/api/proposal', {
    data: proposal,
    headers: await botCheckedHeaders(request),
  });
  expect(created.status()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const read = await request.get(`/api/proposal/${uuid}`, { headers: xhr });
  expect(read.status()).toBe(200);
  // The answers come back as sent, stamped with the journey version they were answered under.
  const status = await request.get('/json/status', { headers: xhr });
  const { journey_version } = (await status.json()) as { journey_version: string };
  expect(await read.json()).toEqual({ ...proposal, uuid, journey_version });
});

test('the API refuses a call without the XMLHttpRequest header', async ({ request }) => {
  const response = await request.post('/api/proposal', { data: proposal });
  expect(response.status()).toBe(403);
  expect((await response.json()).error).toBe('forbidden');
});

test('creating a proposal needs a fresh bot-check token, used once', async ({ request }) => {
  const none = await request.post('/api/proposal', { data: proposal, headers: xhr });
  expect(none.status()).toBe(403);
  expect((await none.json()).error).toBe('bot_check_failed');
  const headers = await botCheckedHeaders(request);
  expect((await request.post('/api/proposal', { data: proposal, headers })).status()).toBe(201);
  expect((await request.post('/api/proposal', { data: proposal, headers })).status()).toBe(403);
});

test('the reference lists are served', async ({ request }) => {
  const response = await request.get('/api/list/insurer.cover_type', { headers: xhr });
  expect((await response.json()).options.map((o: { value: string }) => o.value)).toEqual([
    'C',
    'TPFT',
    'TPO',
  ]);
});

test('an unknown page answers 404 and the app shows the path', async ({ page }) => {
  const response = await page.goto('/no/such/page?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('/no/such/page?x=1')).toBeVisible();
});
