import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type FakeAnswer,
  type FakeService,
  startFakeService,
} from '../../../tests/support/fakes/fakeService';
import { ProviderError } from '../shared/providerHttp';
import { IovationAdapter } from './IovationAdapter';

const PROPOSAL = '2b1f6c3e-8a4d-4c1e-9f7a-0d5e6b7c8a9f';
const check = (result: string) => ({
  id: 'b7e9f0c2-1111-2222-3333-444455556666',
  result,
  reason: 'Device velocity exceeded for Jane at 10 Downing St',
  accountCode: PROPOSAL,
  trackingNumber: 4512345678901234,
  details: { device: { alias: 123 } },
});

// What the fake answers, by the blackbox posted.
const answers: Record<string, FakeAnswer> = {
  allow: { status: 200, json: check('A') },
  deny: { status: 200, json: check('D') },
  review: { status: 200, json: check('R') },
  odd: { status: 200, json: check('X') },
  garbage: { status: 200, text: 'not json' },
  empty: { status: 200, text: '' },
  '400': { status: 400, json: { message: 'Invalid blackbox' } },
  '401': { status: 401, json: { message: 'Bad credentials' } },
  '403': { status: 403, text: '' },
  '500': { status: 500, text: 'oops' },
  hang: 'hang',
  drop: 'destroy',
};

describe('IovationAdapter against a local fake of the API', () => {
  let fake: FakeService;
  let adapter: IovationAdapter;
  // Patient for ordinary answers on a busy machine; quick where the fake never answers.
  let quick: IovationAdapter;
  beforeAll(async () => {
    fake = await startFakeService((request) => {
      const body = JSON.parse(request.body || '{}') as { blackbox?: string };
      return answers[body.blackbox ?? ''] ?? 'destroy';
    });
    const options = {
      baseUrl: fake.url,
      subscriberId: '123456',
      account: 'OLTP',
      passcode: 'pass:word',
      ruleset: 'application',
    };
    adapter = new IovationAdapter({ ...options, timeoutMs: 5000 });
    quick = new IovationAdapter({ ...options, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  test('posts the check with Basic auth "{subscriber}/{account}:{passcode}"', async () => {
    await adapter.check({ blackbox: 'allow', proposalUuid: PROPOSAL, statedIp: '203.0.113.9' });
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/fraud/v1/subs/123456/checks' });
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('123456/OLTP:pass:word').toString('base64')}`,
    );
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      accountCode: PROPOSAL,
      blackbox: 'allow',
      statedIp: '203.0.113.9',
      type: 'application',
    });
  });

  test.each([
    ['allow', 'allow'],
    ['deny', 'deny'],
    ['review', 'review'],
  ])("result %s maps to %s; iovation's words stay out of the answer", async (blackbox, result) => {
    const decision = await adapter.check({ blackbox, proposalUuid: PROPOSAL });
    expect(decision).toEqual({
      result,
      reason: 'provider_decision',
      tracking_number: '4512345678901234',
      detail: {
        provider_reason: 'Device velocity exceeded for Jane at 10 Downing St',
        provider_id: 'b7e9f0c2-1111-2222-3333-444455556666',
      },
    });
  });

  test.each([
    ['odd', 'bad_response', 200],
    ['garbage', 'bad_response', 200],
    ['empty', 'bad_response', 200],
    ['400', 'http_400', 400],
    ['401', 'unauthorised', 401],
    ['403', 'unauthorised', 403],
    ['500', 'http_500', 500],
    ['hang', 'timeout', undefined],
    ['drop', 'unreachable', undefined],
  ])('%s fails with %s', async (blackbox, reason, status) => {
    const failure = await (reason === 'timeout' ? quick : adapter)
      .check({ blackbox, proposalUuid: PROPOSAL })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ provider: 'iovation', reason, status });
  });
});
