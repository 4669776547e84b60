import { createServer } from 'node:http';
import { expect, test } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, keepConnectionsAlive } from './keepAlive';

test("the server keeps an idle connection longer than a load balancer's 60 s and Node's fetch's 4 s", () => {
  const server = keepConnectionsAlive(createServer());
  expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
});
