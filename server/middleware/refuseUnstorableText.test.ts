import express from 'express';
import { describe, expect, test } from 'vitest';
import { jsonBody } from './jsonBody';
import {
  holdsUnstorable,
  refuseUnstorableText,
  UNSTORABLE_TEXT_MESSAGE,
  unstorableText,
} from './refuseUnstorableText';

const at = (...paths: string[]) => paths.map((path) => ({ path, message: UNSTORABLE_TEXT_MESSAGE }));

describe('unstorableText', () => {
  test.each([
    ['plain text', { a: 'Hyde Park', b: ['x', 1, null, true] }, []],
    ['emoji and accents (whole surrogate pairs)', { name: 'Zoë 😀', other: '\u200b\u202e\uffff' }, []],
    ['a NUL in a value', { risk: { address: { line_2: 'Hyde\u0000Park' } } }, at('risk.address.line_2')],
    ['a NUL in a key', { risk: { 'a\u0000': 1 } }, at('risk')],
    ['a NUL in an array item', { list: ['ok', '\u0000'] }, at('list.1')],
    ['a lone high surrogate', { a: 'x\ud800' }, at('a')],
    ['a lone low surrogate', { a: '\udc00x' }, at('a')],
    ['a reversed pair', { a: '\ude00\ud83d' }, at('a')],
    ['a bare string', '\u0000', at('')],
    ['several, in document order', { a: '\u0000', b: { c: '\u0000' }, d: ['\u0000'] }, at('a', 'b.c', 'd.0')],
    ['a query string (no prototype)', Object.assign(Object.create(null), { q: 'a\u0000' }), at('q')],
  ])('%s', (_name, value, errors) => {
    expect(unstorableText(value)).toEqual(errors);
    // The quick look every request gets agrees with the full walk.
    expect(holdsUnstorable(value)).toBe(errors.length > 0);
  });

  test('names twenty at most', () => {
    expect(unstorableText(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(20);
  });
});

describe('refuseUnstorableText behind the JSON body parser', () => {
  const app = express();
  app.use(...jsonBody(100_000), refuseUnstorableText);
  app.post('/', (req, res) => {
    res.json({ received: req.body as unknown });
  });
  app.use(((error: { status?: number }, _req, res, _next) => {
    res.status(error.status ?? 500).end();
  }) as express.ErrorRequestHandler);

  async function post(text: string | Buffer): Promise<number> {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: typeof text === 'string' ? text : new Uint8Array(text),
      });
      await response.arrayBuffer();
      return response.status;
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  test.each([
    ['plain text with accents', '{"a":"Zoë Siân"}', 200],
    ['an escaped NUL', '{"a":"x\\u0000"}', 422],
    ['an escaped lone surrogate', '{"a":"x\\uD800"}', 422],
    ['an escaped NUL in a key', '{"a\\u0000":1}', 422],
    ['a backslash before "u0000" (no escape of a NUL)', '{"a":"x\\\\u0000"}', 200],
    ['an escaped whole pair', '{"a":"\\ud83d\\ude00"}', 200],
  ])('%s: %i', async (_name, text, status) => {
    expect(await post(text)).toBe(status);
  });

  test('the bytes of half a surrogate pair are no UTF-8: refused before they are read (400), never stored', async () => {
    const bytes = Buffer.concat([Buffer.from('{"a":"x'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]);
    expect(await post(bytes)).toBe(400);
  });
});
