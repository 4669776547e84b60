import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFixture } from '../fixtures/index';
import { SERVER_START_MS, type ServerProcess, startServerProcess } from './serverProcess';

// WORKERS=2: one port, two server processes (server/cluster.ts). Every call below opens a new
// connection, which the cluster hands to its workers in turn, so consecutive calls meet both.

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** One call on a connection of its own (never one kept alive), as a new customer's would be. */
function call(url: string, method: string, path: string, body?: unknown, headers = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${url}${path}`,
      {
        method,
        agent: false,
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          ...(sent ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          try {
            resolve({ status, body: JSON.parse(text) as Record<string, unknown> });
          } catch {
            resolve({ status, body: { text } });
          }
        });
      },
    );
    req.on('error', reject);
    req.end(sent);
  });
}

describe('a server of two workers on one port (WORKERS=2)', () => {
  let dir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vanquote-cluster-'));
    mkdirSync(join(dir, 'web'));
    // No shared secret is set: the first process makes them for its workers.
    server = await startServerProcess('cluster', {
      WORKERS: '2',
      DATABASE_URL: `sqlite:${join(dir, 'cluster.sqlite')}`,
      WEB_ROOT: join(dir, 'web'),
      EMAIL_OUTBOX_DIR: join(dir, 'outbox'),
      CAPTCHA_SECRET: '',
      PORTAL_LINK_SECRET: '',
      PAYMENT_NOTIFICATION_SECRET: '',
    });
    // Both workers listen before the calls start.
    while (server.output.filter((line) => line.includes('"msg":"listening on')).length < 2) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, SERVER_START_MS + 60_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  test('a bot-check token from one worker is taken by the next, and each call after finds the proposal', async () => {
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 4; i += 1) {
      const issued = await call(server.url, 'GET', '/api/recaptcha/token');
      expect(issued.status).toBe(200);
      const proposal = proposalFixture();
      proposal.risk!.start_date = start;
      const created = await call(server.url, 'POST', '/api/proposal?steps=7', proposal, {
        'X-Captcha-Token': issued.body.token as string,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const uuid = created.body.uuid as string;
      const quoted = await call(server.url, 'POST', `/api/proposal/${uuid}/quote`);
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
      const read = await call(server.url, 'GET', `/api/proposal/${uuid}`);
      expect(read.status).toBe(200);
      expect((read.body.quote as { is_quoted?: boolean } | undefined)?.is_quoted).toBe(true);
    }
  });

  test('GET /metrics on either worker counts the calls of both', async () => {
    const before = await statusCalls(server.url);
    for (let i = 0; i < 6; i += 1) expect((await call(server.url, 'GET', '/json/status')).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect(await statusCalls(server.url)).toBe(before + 6);
  });

  test('SIGTERM stops both workers and the first process', async () => {
    await server.stop();
    expect(server.output.filter((line) => line.includes('"msg":"stopping"'))).toHaveLength(2);
  });
});

/** How many GET /json/status calls answered 200, as /metrics counts them. */
async function statusCalls(url: string): Promise<number> {
  const metrics = await call(url, 'GET', '/metrics');
  expect(metrics.status).toBe(200);
  const text = metrics.body.text as string;
  const line = text
    .split('\n')
    .find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/json/status"'));
  return line ? Number(line.split(' ').pop()) : 0;
}
