import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFixture } from '../fixtures/index';
import { buildTestApp, type TestApp } from '../support/testApp';

// Every call of the pages after the form, given bodies of every odd shape: never a 500, and a
// refused body writes nothing.
const oddBodies: unknown[] = [
  null,
  true,
  0,
  'text',
  [],
  {},
  [null],
  { $ref: '#' },
  { risk: null },
  { risk: { proposer: [] } },
  { risk: { userfields: { has_third_party_authority: 'yes' } } },
  { is_pay_monthly: 'no' },
  { addons: [{ code: 'PA', is_selected: 'maybe' }] },
  { addons: 'all' },
  { direct_debit: { account_number: 12345678 } },
  { direct_debit: { is_proposer_account_holder: false, third_party: 'me' } },
  { declarations: { answered_honestly: 'yes' } },
  { return_url: 'https://elsewhere.example/' },
  { return_url: '//elsewhere.example/' },
  { blackbox: { a: 1 } },
  { reference: '1'.repeat(5000), postcode: null, dob: [] },
  { reference: '12345-12345-12345', postcode: 'LS1 4AP', dob: '31/02/1980' },
  { options: { request: 'x'.repeat(5000) } },
  { uuid: '../../etc/passwd' },
  { data: { uuid: 42 } },
  { __proto__: { polluted: true } },
];

describe('the calls after the form refuse odd bodies without a 500', () => {
  let app: TestApp;
  let uuid: string;
  beforeAll(async () => {
    app = await buildTestApp();
    uuid = (await app.call('POST', '/api/proposal', { body: proposalFixture() })).body.uuid;
    expect((await app.call('POST', `/api/proposal/${uuid}/quote`)).status).toBe(200);
  });
  afterAll(async () => app.close());

  const calls = () => [
    `/api/proposal/${uuid}/payment-option`,
    `/api/proposal/${uuid}/addons`,
    `/api/proposal/${uuid}/pay-monthly`,
    `/api/proposal/${uuid}/confirm`,
    `/api/proposal/${uuid}/quote/payment`,
    `/api/proposal/${uuid}/quote/accept`,
    `/api/proposal/${uuid}/device-risk`,
    `/api/proposal/${uuid}/save-device-risk-check`,
    `/api/proposal/${uuid}/send-quote-email`,
    '/api/proposal/recall',
    '/json/proposal/update',
    '/json/proposal/re-quote',
  ];

  test('every call, every odd body: a 4xx, and nothing written when refused', async () => {
    for (const path of calls()) {
      for (const body of oddBodies) {
        const before = app.writes();
        const response = await app.call('POST', path, { body });
        const what = `${path} ${JSON.stringify(body)?.slice(0, 60)}`;
        expect(response.status, what).toBeLessThan(500);
        if (response.status >= 400) expect(app.writes(), what).toBe(before);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('malformed ids and tokens: 404, never a 500', async () => {
    for (const path of [
      '/api/proposal/not-a-uuid/generate-portal-link',
      '/api/proposal/00000000-0000-4000-8000-000000000000/generate-portal-link',
      '/portal/%E0%A4%A',
      '/portal/abc.def',
      `/portal/${'a'.repeat(5000)}`,
    ]) {
      const response = await app.call('GET', path, { xhr: path.startsWith('/api') });
      expect(response.status, path).toBe(404);
    }
  });
});
