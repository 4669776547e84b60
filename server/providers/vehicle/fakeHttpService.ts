import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers next: JSON with a status, raw text, or nothing at all (it hangs). */
export type FakeAnswer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'text'; status: number; body: string }
  | { kind: 'hang' };

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeHttpService {
  /** The base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Sets the answer to every following request. */
  answer: (next: FakeAnswer) => void;
  /** Every request received, in order. */
  seen: SeenRequest[];
  close: () => Promise<void>;
}

/**
 * A stand-in for a vehicle data service, for adapter and route tests: listens on loopback on a
 * free port and answers as told, including never answering (to prove the client's timeout fires).
 * Test support only; nothing in the app imports it.
 */
export async function startFakeHttpService(): Promise<FakeHttpService> {
  let next: FakeAnswer = { kind: 'json', status: 200, body: {} };
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (next.kind === 'hang') return;
      const isJson = next.kind === 'json';
      res.writeHead(next.status, { 'content-type': isJson ? 'application/json' : 'text/plain' });
      res.end(isJson ? JSON.stringify(next.body) : next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answer: (answer) => {
      next = answer;
    },
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests hold their sockets open; close them so the server can stop.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
