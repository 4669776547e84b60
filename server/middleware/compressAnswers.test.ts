import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compressAnswers } from './compressAnswers';

const big = { words: Array.from({ length: 200 }, (_, i) => `word ${i}`) };

/** Answers of every kind compression treats apart: by type, size, status, caching and headers. */
function answers(app: express.Express): void {
  app.get('/big', (_req, res) => void res.json(big));
  app.get('/small', (_req, res) => void res.json({ ok: true }));
  app.get('/text', (_req, res) => void res.type('text').send('x'.repeat(2000)));
  app.get('/image', (_req, res) => void res.type('png').send(Buffer.alloc(2000, 1)));
  app.get('/empty', (_req, res) => void res.status(204).end());
  app.get('/no-transform', (_req, res) => void res.set('Cache-Control', 'no-transform').json(big));
  app.get('/varied', (_req, res) => void res.vary('Origin').json(big));
  app.get('/tagged', (_req, res) => void res.set('ETag', '"7"').json(big));
  app.get('/streamed', (_req, res) => {
    res.type('json');
    res.write('[');
    res.end('1]');
  });
  app.get('/head-object', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(big));
  });
  app.get('/head-message', (_req, res) => {
    res.setHeader('Content-Type', 'text/plain');
    res.writeHead(202, 'Taken', ['X-Kind', 'flat']).end('y'.repeat(2000));
  });
  app.get('/head-pairs', (_req, res) => {
    res.writeHead(200, [['Content-Type', 'text/css']]).end('z'.repeat(2000));
  });
}

async function serve(middleware: RequestHandler) {
  const app = express();
  app.use(middleware);
  answers(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

interface Raw {
  status: number;
  message: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  bytes: string;
}

/** An answer as sent: node:http adds no Accept-Encoding of its own, unlike fetch. */
function raw(url: string, method: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const { date: _date, ...rest } = res.headers;
        resolve({
          status: res.statusCode ?? 0,
          message: res.statusMessage,
          headers: rest,
          bytes: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const paths = [
  '/big',
  '/small',
  '/text',
  '/image',
  '/empty',
  '/no-transform',
  '/varied',
  '/tagged',
  '/streamed',
  '/head-object',
  '/head-message',
  '/head-pairs',
];
const asked: [string, string, Record<string, string>][] = [
  ['no Accept-Encoding', 'GET', {}],
  ['an empty Accept-Encoding', 'GET', { 'Accept-Encoding': '' }],
  ['identity', 'GET', { 'Accept-Encoding': 'identity' }],
  ['gzip', 'GET', { 'Accept-Encoding': 'gzip' }],
  ['br, gzip', 'GET', { 'Accept-Encoding': 'br, gzip' }],
  ['HEAD, no Accept-Encoding', 'HEAD', {}],
  ['a matching If-None-Match', 'GET', { 'If-None-Match': '"7"' }],
];

describe('compressAnswers', () => {
  let ours: Awaited<ReturnType<typeof serve>>;
  let theirs: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    ours = await serve(compressAnswers({ threshold: 1024 }));
    theirs = await serve(compression({ threshold: 1024 }));
  });
  afterAll(() => {
    ours.close();
    theirs.close();
  });

  test.each(
    paths.flatMap((path) => asked.map(([name, method, headers]) => [path, name, method, headers] as const)),
  )('%s asked with %s is answered as compression answers it', async (path, _name, method, headers) => {
    const [got, expected] = await Promise.all([
      raw(`${ours.base}${path}`, method, headers),
      raw(`${theirs.base}${path}`, method, headers),
    ]);
    expect(got).toEqual(expected);
  });

  test('a compressible answer to a client that names no encoding still varies by Accept-Encoding', async () => {
    const answer = await raw(`${ours.base}/big`, 'GET', {});
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
