// Test support (not a test): a local fake of the Stripe API on 127.0.0.1, answering in Stripe's
// documented shapes (DOMAIN.md section 8), with switchable faults.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeStripeMode = 'ok' | 'http400' | 'http500' | 'garbage' | 'no_url' | 'hang';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  mode: FakeStripeMode;
  requests: { method: string; path: string; headers: IncomingMessage['headers']; form: URLSearchParams }[];
  sessions: Map<string, FakeSession>;
  close: () => Promise<void>;
}

/** Text Stripe might put in an error message; it must never reach our client or our logs. */
export const STRIPE_SECRET_TEXT = 'Stripe internal detail sk_live_leak';

export async function startFakeStripe(): Promise<FakeStripe> {
  const byKey = new Map<string, FakeSession>();
  const fake: FakeStripe = { url: '', mode: 'ok', requests: [], sessions: new Map(), close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const path = req.url ?? '';
    const form = new URLSearchParams(raw);
    fake.requests.push({ method: req.method ?? '', path, headers: req.headers, form });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    switch (fake.mode) {
      case 'hang':
        return; // never answers: the client's timeout must fire
      case 'http400':
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_invalid_integer',
            message: STRIPE_SECRET_TEXT,
          },
        });
      case 'http500':
        return send(500, { error: { type: 'api_error', message: STRIPE_SECRET_TEXT } });
      case 'garbage':
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>not json');
        return;
      default:
    }
    if (req.headers.authorization !== 'Bearer sk_test_fake') {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/(cs_\w+)(\/expire)?$/.exec(path);
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = String(req.headers['idempotency-key'] ?? '');
      const replay = byKey.get(key);
      if (replay) return send(200, replay); // Stripe replays the first answer for a key
      const id = `cs_test_${fake.sessions.size + 1}a`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: fake.mode === 'no_url' ? '' : `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        client_reference_id: form.get('client_reference_id'),
        metadata: {
          proposal_uuid: form.get('metadata[proposal_uuid]') ?? '',
          payment_id: form.get('metadata[payment_id]') ?? '',
        },
      };
      fake.sessions.set(id, session);
      byKey.set(key, session);
      return send(200, fake.mode === 'no_url' ? { id, object: 'checkout.session' } : session);
    }
    const session = sessionPath ? fake.sessions.get(sessionPath[1] ?? '') : undefined;
    if (!session) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
    if (req.method === 'POST' && sessionPath?.[2]) session.status = 'expired';
    return send(200, session);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return fake;
}

/** A Stripe event around a session, as Stripe posts it to the webhook. */
export function stripeEvent(type: string, session: Partial<FakeSession> & { id: string }): string {
  return JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    api_version: '2024-06-20',
    type,
    data: { object: session },
  });
}
