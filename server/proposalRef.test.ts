import { describe, expect, test } from 'vitest';
import { proposalRef, withoutUuids } from './proposalRef';

const uuid = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('proposalRef', () => {
  test('is 8 hex digits, the same for the same uuid whatever its case', () => {
    expect(proposalRef(uuid)).toMatch(/^[0-9a-f]{8}$/);
    expect(proposalRef(uuid.toUpperCase())).toBe(proposalRef(uuid));
    expect(proposalRef('16fd2706-8baf-433b-82eb-8c7fada847da')).not.toBe(proposalRef(uuid));
  });
});

describe('withoutUuids', () => {
  test.each([
    [`/api/proposal/${uuid}`, `/api/proposal/${proposalRef(uuid)}`],
    [`/api/proposal/${uuid.toUpperCase()}/quote/accept`, `/api/proposal/${proposalRef(uuid)}/quote/accept`],
    [
      `Proposal ${uuid} was changed, ${uuid} again`,
      `Proposal ${proposalRef(uuid)} was changed, ${proposalRef(uuid)} again`,
    ],
    ['/api/proposal/recall', '/api/proposal/recall'],
    ['/hosted-payments/pay_abc123', '/hosted-payments/pay_abc123'],
    [
      '{"level":30,"requestId":"9f86d081884c7d65","path":"/json/proposal/update","status":200}',
      '{"level":30,"requestId":"9f86d081884c7d65","path":"/json/proposal/update","status":200}',
    ],
    [`{"msg":"saved ${uuid}"}`, `{"msg":"saved ${proposalRef(uuid)}"}`],
  ])('%s', (text, logged) => {
    expect(withoutUuids(text)).toBe(logged);
  });
});
