import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CreditApplication } from './creditProvider';
import { CreditUnavailableError } from './creditProvider';
import { httpCreditProvider, parseDecision } from './httpCredit';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const json =
  (status: number, body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };

// A local stand-in for the soft-search API, answering in its documented shape (or not at all).
let handler: Handler = json(200, {});
let received: { headers: IncomingMessage['headers']; body: unknown } | undefined;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += String(chunk)));
    req.on('end', () => {
      received = { headers: req.headers, body: JSON.parse(text) };
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/soft-search`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const application: CreditApplication = {
  proposalUuid: '6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
  applicant: {
    title: 'Mr',
    forename: 'James',
    surname: "O'Connor",
    dateOfBirth: '1984-06-14',
    address: { line_1: '14 Brudenell Grove', postcode: 'LS6 1HR' },
  },
  bankAccount: { sortCode: '089999', accountNumber: '66374958', accountName: "James O'Connor" },
  credit: { amount: 513.5, instalments: 10 },
};

// The limit of a call the fake service answers: a loopback answer is milliseconds, but a machine
// busy several times over may hold it for seconds, which must not read as the service's timeout.
const ANSWERED_MS = 60_000;
// The limit of a call it never answers, which the test waits out whatever the machine's load: the
// failure is a timeout however little of the answer came by then.
const UNANSWERED_MS = 200;
const provider = (timeoutMs = ANSWERED_MS) => httpCreditProvider({ url, apiKey: 'test-key', timeoutMs });

describe('the soft-search HTTP adapter', () => {
  test('sends the documented request with the key, and reads an acceptance', async () => {
    handler = json(200, { decision: 'accept', reason: 'score above cut-off', reference: 'SS-1001' });
    await expect(provider().softSearch(application)).resolves.toEqual({
      decision: 'accept',
      reason: 'score above cut-off',
      reference: 'SS-1001',
    });
    expect(received?.headers.authorization).toBe('Bearer test-key');
    expect(received?.body).toEqual({
      search_type: 'soft',
      purpose: 'premium_finance',
      client_reference: application.proposalUuid,
      applicant: {
        title: 'Mr',
        forename: 'James',
        surname: "O'Connor",
        date_of_birth: '1984-06-14',
        address: { line_1: '14 Brudenell Grove', postcode: 'LS6 1HR' },
      },
      bank_account: { sort_code: '089999', account_number: '66374958', account_name: "James O'Connor" },
      credit: { amount: 513.5, currency: 'GBP', instalments: 10 },
    });
  });

  test('reads a decline', async () => {
    handler = json(200, { decision: 'decline', reason: 'thin file', reference: 'SS-1002' });
    await expect(provider().softSearch(application)).resolves.toMatchObject({ decision: 'decline' });
  });

  test.each([
    { case: '400', answer: json(400, { error: 'bad account_number' }), failure: 'status', status: 400 },
    { case: '401', answer: json(401, { error: 'bad key' }), failure: 'status', status: 401 },
    { case: '500', answer: json(500, { error: 'database is down' }), failure: 'status', status: 500 },
    {
      case: 'a garbage body',
      answer: ((_req, res) => res.writeHead(200).end('<html>oops</html>')) as Handler,
      failure: 'bad_response',
      status: 200,
    },
    {
      case: 'an unknown decision',
      answer: json(200, { decision: 'refer', reference: 'X' }),
      failure: 'bad_response',
      status: 200,
    },
    { case: 'no reference', answer: json(200, { decision: 'accept' }), failure: 'bad_response', status: 200 },
    { case: 'a JSON array', answer: json(200, []), failure: 'bad_response', status: 200 },
    {
      case: 'a dropped connection',
      answer: ((req) => req.socket.destroy()) as Handler,
      failure: 'network',
      status: undefined,
    },
    { case: 'no answer at all', answer: (() => {}) as Handler, failure: 'timeout', status: undefined },
    {
      case: 'headers but a body that never ends',
      answer: ((_req, res) =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).write('{"decision"')) as Handler,
      failure: 'timeout',
      status: undefined,
    },
  ])('$case becomes CreditUnavailableError($failure), never a hang', async ({ answer, failure, status }) => {
    handler = answer;
    const error = await provider(failure === 'timeout' ? UNANSWERED_MS : ANSWERED_MS)
      .softSearch(application)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(CreditUnavailableError);
    expect(error).toMatchObject({ failure, status });
  });

  test('an unreachable service is a network failure', async () => {
    const closed = httpCreditProvider({ url: 'http://127.0.0.1:1/v1', apiKey: 'k', timeoutMs: ANSWERED_MS });
    await expect(closed.softSearch(application)).rejects.toMatchObject({ failure: 'network' });
  });
});

test('parseDecision keeps only 200 characters of the provider’s reason', () => {
  const decision = parseDecision(
    JSON.stringify({ decision: 'accept', reason: 'x'.repeat(500), reference: 'R' }),
  );
  expect(decision?.reason).toHaveLength(200);
});
