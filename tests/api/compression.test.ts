import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { buildTestApp, type TestApp } from '../support/testApp';

// What a phone on a slow connection downloads: the built app precompressed at build time, sent
// as brotli or gzip to a browser that accepts it; hashed assets cached for a year, index.html
// checked every time; the API's answers compressed above 1 KB.

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A request over real HTTP whose answer is left as sent (no decoding, unlike fetch). */
function raw(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: Buffer,
) {
  return new Promise<Raw>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const style = `${'.card { padding: 1rem; }\n'.repeat(100)}`;

describe('the built app and the API, compressed', () => {
  let app: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'vanquote-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Van</title><div id="root"></div>');
    writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), script);
    writeFileSync(join(webRoot, 'assets', 'index-Ef56Gh78.css'), style);
    writeFileSync(join(webRoot, 'assets', 'tiny-Ij90Kl12.js'), 'export {};\n');
    writeFileSync(
      join(webRoot, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
    );
    precompress(webRoot);
    app = await buildTestApp({ config: { webRoot } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  test('the build writes a brotli and a gzip copy of text files of 1 KB or more, not of smaller ones', () => {
    const js = join(webRoot, 'assets', 'index-Ab12Cd34.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(() => readFileSync(join(webRoot, 'assets', 'tiny-Ij90Kl12.js.br'))).toThrow();
  });

  test.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ])(
    'a hashed script asked for with %s goes as %s, cached for a year, and decodes to the file',
    async (accept, encoding, decode) => {
      const response = await raw(app.base, '/assets/index-Ab12Cd34.js', { 'Accept-Encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.bytes.length);
      expect(response.bytes.length).toBeLessThan(Buffer.byteLength(script) / 3);
      expect(decode(response.bytes).toString()).toBe(script);
    },
  );

  test('a browser that accepts no compression gets the file itself, and the answer varies by Accept-Encoding', async () => {
    const response = await raw(app.base, '/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.bytes.toString()).toBe(script);
  });

  test('a stylesheet and an image outside /assets keep their types', async () => {
    const css = await raw(app.base, '/assets/index-Ef56Gh78.css', { 'Accept-Encoding': 'br' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(brotliDecompressSync(css.bytes).toString()).toBe(style);
    const svg = await raw(app.base, '/favicon.svg', { 'Accept-Encoding': 'gzip' });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-encoding']).toBe('gzip');
    expect(svg.headers['cache-control']).toBe('public, max-age=3600');
  });

  test('a file without a compressed copy is sent as it is; a missing asset is 404', async () => {
    const tiny = await raw(app.base, '/assets/tiny-Ij90Kl12.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect((await raw(app.base, '/assets/gone-00000000.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
    const outside = await raw(app.base, '/assets/..%2f..%2fpackage.json', { 'Accept-Encoding': 'br' });
    expect(outside.status).not.toBe(200);
  });

  test.each(['/get-a-quote', '/index.html'])('%s is never used from a cache without asking', async (path) => {
    const response = await raw(app.base, path, { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  test('a rebuild under a running server is served: the page names the new build, not the one read first', async () => {
    const before = await raw(app.base, '/get-a-quote', { 'Accept-Encoding': 'identity' });
    expect(before.bytes.toString()).toContain('<title>Van</title>');
    const index = join(webRoot, 'index.html');
    writeFileSync(index, '<!doctype html><title>Van, rebuilt</title><div id="root"></div>');
    // A build writes a new file a moment later; set its time apart so the test does not rest on the
    // file system's clock resolution.
    const later = new Date(statSync(index).mtimeMs + 5_000);
    utimesSync(index, later, later);
    const after = await raw(app.base, '/get-a-quote', { 'Accept-Encoding': 'identity' });
    expect(after.status).toBe(200);
    expect(after.bytes.toString()).toContain('<title>Van, rebuilt</title>');
  });

  test('the reference lists go compressed to a client that accepts it and decode to the same answer', async () => {
    const plain = await raw(app.base, '/api/list', { ...xhr, 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const br = await raw(app.base, '/api/list', { ...xhr, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(JSON.parse(plain.bytes.toString()));
    const gzip = await raw(app.base, '/api/list', { ...xhr, 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  });

  test('an API answer under 1 KB is sent as it is', async () => {
    const response = await raw(app.base, '/api/no-such-call', { ...xhr, 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(404);
    expect(response.bytes.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  test('a compressed request body is still refused with 415', async () => {
    const body = gzipSync(Buffer.from('{}'));
    const response = await raw(
      app.base,
      '/api/proposal',
      {
        ...xhr,
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        'Content-Length': String(body.length),
        'Accept-Encoding': 'br',
      },
      'POST',
      body,
    );
    expect(response.status).toBe(415);
  });
});
