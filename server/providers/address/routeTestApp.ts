import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { createLogger } from '../../logger';
import { errorHandler } from '../../middleware/errorHandler';
import { jsonBody } from '../../middleware/jsonBody';
import { requireXhr } from '../../middleware/requireXhr';

/**
 * Test-only: one route module mounted the way createApp mounts routes (XHR header required, JSON
 * bodies, the final error handler), listening on 127.0.0.1 port 0, called over real HTTP.
 */
export interface RouteTestApp {
  call: (
    method: string,
    path: string,
    options?: { body?: unknown; raw?: string; headers?: Record<string, string>; xhr?: boolean },
  ) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of any shape
  /** Every log line written so far, as text. */
  logs: string[];
  close: () => Promise<void>;
}

export async function startRouteApp(makeRouter: (logger: Logger) => Router): Promise<RouteTestApp> {
  const logs: string[] = [];
  const logger = createLogger(
    'debug',
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  );
  const app = express();
  app.set('query parser', 'simple');
  app.use(['/api', '/json'], requireXhr, ...jsonBody(200_000));
  app.use(makeRouter(logger));
  app.use(errorHandler(logger));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    logs,
    async call(method, path, { body, raw, headers = {}, xhr = true } = {}) {
      const response = await fetch(base + path, {
        method,
        headers: {
          ...(xhr ? { 'X-Requested-With': 'XMLHttpRequest' } : {}),
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
