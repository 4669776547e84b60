import { expect, test } from '@playwright/test';
import proposal from '../fixtures/proposal.json' with { type: 'json' };

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

// The server as `npm start` runs it (main.ts wiring, SQLite file, built app) answers the API.
test('the fixture proposal round-trips through the running server', async ({ request }) => {
  const created = await request.post('/api/proposal', { data: proposal, headers: xhr });
  expect(created.status()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const read = await request.get(`/api/proposal/${uuid}`, { headers: xhr });
  expect(read.status()).toBe(200);
  expect(await read.json()).toEqual({ ...proposal, uuid });
});

test('the API refuses a call without the XMLHttpRequest header', async ({ request }) => {
  const response = await request.post('/api/proposal', { data: proposal });
  expect(response.status()).toBe(403);
  expect((await response.json()).error).toBe('forbidden');
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
