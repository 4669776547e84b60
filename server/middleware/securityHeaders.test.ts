import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { securityHeaders } from './securityHeaders';

const options: HelmetOptions[] = [
  {},
  {
    contentSecurityPolicy: { directives: { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } },
    xFrameOptions: { action: 'deny' },
  },
  { contentSecurityPolicy: false, strictTransportSecurity: { maxAge: 60 } },
];

async function headersOf(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const { date: _date, ...rest } = Object.fromEntries(response.headers);
    return rest;
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  test.each(options.map((option) => [JSON.stringify(option), option] as const))(
    'answers the headers helmet answers, %s',
    async (_name, option) => {
      expect(await headersOf(securityHeaders(option))).toEqual(await headersOf(helmet(option)));
    },
  );

  test('refuses a directive worked out per request', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { 'script-src': [() => "'nonce-x'"] } } }),
    ).toThrow(/per request/);
  });
});
