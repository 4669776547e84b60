import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Proposal, ReferenceList } from '../../../schemas/generated/index';
import { proposalFixture, quoteFixture } from '../../fixtures/index';

// Tests run from the repository root.
const listsDir = join(process.cwd(), 'journey', 'lists');
const lists: ReferenceList[] = readdirSync(listsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(listsDir, file), 'utf8')) as ReferenceList);

export const UUID = '6d0c2b7e-1a4f-4c9b-8e3d-5f7a9b1c2d3e';

/** What GET /api/recaptcha/token answers: the calls behind the bot check send it as X-Captcha-Token. */
export const BOT_CHECK_TOKEN = { token: 'v1.test-token', expires_at: '2026-11-20T10:02:00.000Z' };

/**
 * A quoted proposal as the server answers it on the checkout pages: the fixture with its quote and
 * uuid, its declarations and auto-renewal answer confirmed on the summary page for that quote.
 */
export function quotedProposal(changes: Partial<Proposal> = {}): Proposal {
  return {
    ...proposalFixture(),
    uuid: UUID,
    is_quoted: true,
    consent_to_auto_renew: true,
    quote: { ...quoteFixture(), is_confirmed: true },
    ...changes,
  };
}

/**
 * A monthly payer's proposal as the server answers it once pay-monthly has stored the Direct
 * Debit: the account number and sort code masked.
 */
export function withStoredMandate(proposal: Proposal): Proposal {
  return {
    ...proposal,
    direct_debit: {
      is_proposer_account_holder: true,
      account_name: "James O'Connor",
      account_number: '******58',
      sort_code: '**-**-99',
      collection_day: 1,
    },
  };
}

/** An answer of the fake server: a JSON body, with a status other than 200 when given. */
export interface Answer {
  status?: number;
  body: unknown;
}

/** The answers, by "METHOD /path" (the path after /api/proposal/{uuid} for that proposal's calls). */
export type Routes = Record<string, Answer | ((body: unknown) => Answer)>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

const json = ({ status = 200, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A stand-in for the server behind `fetch`: the reference lists, a bot-check token, and the given answers; anything
 * else is a 404 `not_found`. Every call is recorded, with its parsed body.
 */
export function fakeCheckoutApi(routes: Routes) {
  const calls: RecordedCall[] = [];
  const own = `/api/proposal/${UUID}`;
  const keyOf = (method: string, path: string) =>
    `${method} ${path.startsWith(own) ? path.slice(own.length) || '/' : path}`;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body, headers: { ...(init?.headers as Record<string, string>) } });
      if (path === '/api/list') return json({ body: { lists } });
      if (path === '/api/recaptcha/token') return json({ body: BOT_CHECK_TOKEN });
      const answer = routes[keyOf(method, path)];
      if (!answer) return json({ status: 404, body: { error: 'not_found', message: 'Not found' } });
      return json(typeof answer === 'function' ? answer(body) : answer);
    }),
  );
  return {
    calls,
    /** The calls other than the reference lists, as "METHOD /path" in the order made. */
    sequence: () =>
      calls.filter((call) => call.path !== '/api/list').map((call) => keyOf(call.method, call.path)),
    /** The headers sent to "METHOD /path", call by call. */
    headersOf: (key: string) =>
      calls.filter((call) => keyOf(call.method, call.path) === key).map((call) => call.headers),
    /** The bodies sent to "METHOD /path". */
    bodiesOf: (key: string) =>
      calls.filter((call) => keyOf(call.method, call.path) === key).map((call) => call.body),
  };
}
