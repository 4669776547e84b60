import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Proposal, ReferenceList } from '../../../schemas/generated/index';
import { proposalFixture, quoteFixture } from '../../fixtures/index';

// Tests run from the repository root.
const listsDir = join(process.cwd(), 'journey', 'lists');

/** Every reference list of journey/lists, as GET /api/list answers them. */
export const testLists: ReferenceList[] = readdirSync(listsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(listsDir, file), 'utf8')) as ReferenceList);

export const TEST_UUID = '3f1c9e2a-7b4d-4e8f-9a61-2d5c8b0e7f13';

/** A quoted proposal as the server answers it: the fixture with its quote and uuid. */
export function quotedProposal(): Proposal {
  return { ...proposalFixture(), uuid: TEST_UUID, is_quoted: true, quote: quoteFixture() };
}

/** One call the page made. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = Proposal | { status: number; body: unknown };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A stand-in for the server behind `fetch`: the proposal, the reference lists, and the answers
 * given for the add-ons and confirm calls (by default the proposal as it is). Records each call.
 */
export function fakeQuoteApi(
  proposal: Proposal,
  answers: {
    addons?: (body: unknown) => Answer | Promise<Answer>;
    confirm?: (body: unknown) => Answer | Promise<Answer>;
  } = {},
) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const reply = async (given: Answer | Promise<Answer>) => {
      const answer = await given;
      return 'status' in answer && typeof answer.status === 'number' && 'body' in answer
        ? json(answer.body, answer.status)
        : json(answer);
    };
    if (path === '/api/list') return json({ lists: testLists });
    if (method === 'GET' && path === `/api/proposal/${TEST_UUID}`) return json(proposal);
    if (method === 'POST' && path === `/api/proposal/${TEST_UUID}/addons`)
      return reply(answers.addons ? answers.addons(body) : proposal);
    if (method === 'POST' && path === `/api/proposal/${TEST_UUID}/confirm`)
      return reply(answers.confirm ? answers.confirm(body) : proposal);
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to a path ending with `suffix`. */
    callsTo: (method: string, suffix: string) =>
      calls.filter((call) => call.method === method && call.path.endsWith(suffix)),
  };
}
