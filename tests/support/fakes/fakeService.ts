import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an outside service in tests: an HTTP server on 127.0.0.1, port 0, that answers
 * what each test tells it, including nothing at all ("hang") and a dropped connection
 * ("destroy"). Test support only; shared by the adapter and route tests.
 */
export interface FakeRequest {
  method: string;
  /** Path and query, e.g. "/v1/postcodes/LS61HR?api_key=k". */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type FakeAnswer =
  { status: number; json?: unknown; text?: string; headers?: Record<string, string> } | 'hang' | 'destroy';

export interface FakeService {
  /** The base URL, e.g. "http://127.0.0.1:41234". */
  url: string;
  requests: FakeRequest[];
  close: () => Promise<void>;
}

export async function startFakeService(answer: (request: FakeRequest) => FakeAnswer): Promise<FakeService> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const reply = answer(request);
      if (reply === 'hang') return;
      if (reply === 'destroy') {
        req.socket.destroy();
        return;
      }
      const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
      res.writeHead(reply.status, {
        'Content-Type': reply.json !== undefined ? 'application/json' : 'text/plain',
        ...reply.headers,
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      // Hanging requests would keep close() waiting for ever.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
