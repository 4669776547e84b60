import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { requestLog } from './requestLog';

/** An app with the request log, its lines kept, and a way to call it without a network. */
function loggedApp(makeLogger: (sink: Writable) => pino.Logger = (sink) => pino({ level: 'info' }, sink)) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLog(makeLogger(sink)));
  app.get('/api/logs-a-name', (_req, res) => {
    (res.locals.logger as pino.Logger).info({ person: { name: 'Ada Lovelace' } }, 'a route line');
    res.json({ ok: true });
  });
  app.get('/api/proposal/:id', (_req, res) => {
    res.json({ ok: true });
  });
  return { app, lines };
}

async function withServer<T>(app: express.Express, run: (url: string) => Promise<T>): Promise<T> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  try {
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('requestLog', () => {
  it('gives every request an id of its own, in the header and on its line, and never logs the uuid', async () => {
    const { app, lines } = loggedApp();
    const uuid = '6f1c2a3e-1b2c-4d5e-8f90-123456789abc';
    // More requests than one draw of random bytes serves.
    const ids = await withServer(app, async (url) => {
      const seen: string[] = [];
      for (let i = 0; i < 520; i += 1) {
        const response = await fetch(`${url}/api/proposal/${uuid}`);
        await response.arrayBuffer();
        seen.push(response.headers.get('x-request-id') ?? '');
      }
      return seen;
    });
    expect(ids.every((id) => /^[0-9a-f]{16}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    await expect.poll(() => lines.length).toBe(ids.length);
    expect(lines.map((line) => line.requestId)).toEqual(ids);
    expect(JSON.stringify(lines)).not.toContain(uuid);
    expect(lines[0]).toMatchObject({ method: 'GET', status: 200, msg: 'request' });
  });

  it("keeps the service's redaction on a route's own lines, which share the request's id", async () => {
    const { app, lines } = loggedApp((sink) => createLogger('info', sink));
    await withServer(app, async (url) => {
      await (await fetch(`${url}/api/logs-a-name`)).arrayBuffer();
    });
    await expect.poll(() => lines.length).toBe(2);
    const [routeLine, requestLine] = lines;
    expect(JSON.stringify(lines)).not.toContain('Ada Lovelace');
    expect(routeLine).toMatchObject({ msg: 'a route line', person: { name: '[redacted]' } });
    expect(requestLine).toMatchObject({ msg: 'request', path: '/api/logs-a-name', status: 200 });
    expect(requestLine!.requestId).toBe(routeLine!.requestId);
  });

  it('gives each request a logger of its own, made once, listed in its locals, that a route may replace', async () => {
    const { app, lines } = loggedApp();
    const replacement = pino({ level: 'info' }, new Writable({ write: (_chunk, _encoding, done) => done() }));
    const seen: { same: boolean; listed: boolean; replaced: boolean; logger: unknown }[] = [];
    app.get('/api/locals', (_req, res) => {
      const first: unknown = res.locals.logger;
      seen.push({
        same: res.locals.logger === first,
        listed: Object.keys(res.locals).includes('logger'),
        replaced: ((res.locals.logger = replacement), res.locals.logger === replacement),
        logger: first,
      });
      (first as pino.Logger).info('before the replacement');
      res.json({ ok: true });
    });
    await withServer(app, async (url) => {
      for (let i = 0; i < 2; i += 1) await (await fetch(`${url}/api/locals`)).arrayBuffer();
    });
    expect(seen.map(({ logger: _logger, ...checks }) => checks)).toEqual([
      { same: true, listed: true, replaced: true },
      { same: true, listed: true, replaced: true },
    ]);
    expect(seen[0]!.logger).not.toBe(seen[1]!.logger);
    await expect.poll(() => lines.length).toBe(4);
    const routeLines = lines.filter((line) => line.msg === 'before the replacement');
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(routeLines.map((line) => line.requestId)).toEqual(requestLines.map((line) => line.requestId));
  });
});
