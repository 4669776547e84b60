import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorHandler } from './errorHandler';
import { bodyHasNoEscapes, jsonBody } from './jsonBody';
import { refuseUnstorableText } from './refuseUnstorableText';

const LIMIT = 64;
const DEPTH = 3;

let base = '';
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(...jsonBody(LIMIT, DEPTH), refuseUnstorableText);
  app.post('/echo', (req, res) => void res.json({ body: req.body, noEscapes: bodyHasNoEscapes(req) }));
  app.use(errorHandler(pino({ level: 'silent' })));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

function post(body: Buffer, contentType: string): Promise<{ status: number; body: unknown }> {
  const [host, port] = base.split(':');
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host,
        port,
        path: '/echo',
        method: 'POST',
        headers: { 'Content-Type': contentType, 'Content-Length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

// The plain types are read without body-parser; the same type written otherwise goes through it.
// Each body must be answered alike both ways.
const PLAIN = ['application/json', 'application/json; charset=utf-8', 'Application/JSON; Charset=UTF-8'];
const THROUGH_BODY_PARSER = 'application/json;charset="utf-8"';

describe.each(PLAIN)('a body sent as %s is answered as body-parser answers it', (type) => {
  test.each<[string, Buffer, number]>([
    ['an object', utf8('{"a":"b","n":[1,2]}'), 200],
    ['a scalar', utf8('12'), 200],
    ['a string', utf8('"x"'), 200],
    ['null', utf8('null'), 200],
    ['no body at all', utf8(''), 200],
    ['a byte-order mark before the JSON', utf8('\ufeff{"a":1}'), 200],
    ['only a byte-order mark', utf8('\ufeff'), 200],
    ['text beyond ASCII', utf8('{"name":"Zoë 🚗"}'), 200],
    [
      'bytes that are not UTF-8',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xc3, 0x22, 0x7d]),
      400,
    ],
    ['an escaped character', utf8('{"a":"\\u0041"}'), 200],
    ['an escaped NUL', utf8('{"a":"\\u0000"}'), 422],
    ['an escaped lone surrogate key', utf8('{"\\ud800":1}'), 422],
    ['malformed JSON', utf8('{"a":'), 400],
    ['JSON with text after it', utf8('{} {}'), 400],
    ['nesting as deep as allowed', utf8('[[[1]]]'), 200],
    ['nesting too deep', utf8('[[[[1]]]]'), 422],
    ['brackets inside a string', utf8('["[[[[["]'), 200],
    ['a body exactly at the limit', utf8(`"${'x'.repeat(LIMIT - 2)}"`), 200],
    ['a body one byte over the limit', utf8(`"${'x'.repeat(LIMIT - 1)}"`), 413],
  ])('%s', async (_name, body, status) => {
    const plain = await post(body, type);
    expect(plain.status).toBe(status);
    expect(plain).toEqual(await post(body, THROUGH_BODY_PARSER));
  });
});

test.each([
  ['text/plain', 415],
  ['application/json; charset=latin1', 415],
  // Decoded as UTF-16, these UTF-8 bytes are no JSON.
  ['application/json; charset=utf-16', 400],
])('a body sent as %s still goes through body-parser (%i)', async (type, status) => {
  expect((await post(utf8('{"a":1}'), type)).status).toBe(status);
});
