import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../../server/middleware/refuseUnstorableText';
import { proposalFixture } from '../fixtures/index';
import type { TestApp } from '../support/testApp';
import { testEngines } from './testEngines';
import { mandate as directDebit } from './buyPolicy';

// What the edge refuses before any route runs (text the store cannot keep, bodies nested deeper
// than any schema), the version every change may be made conditional on, and who may frame what.

const json = { 'Content-Type': 'application/json' };

describe.each(testEngines)('the edge on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  let uuid: string;
  beforeAll(async () => {
    ({ app, drop } = await open());
    uuid = (await app.call('POST', '/api/proposal', { body: proposalFixture() })).body.uuid;
    expect((await app.call('POST', `/api/proposal/${uuid}/quote`)).status).toBe(200);
    // The summary page's declarations, which paying needs.
    await app.confirmDetails(uuid);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** Calls and expects a refusal that wrote nothing. */
  async function refused(method: string, path: string, options: Parameters<TestApp['call']>[2]) {
    const before = app.writes();
    const response = await app.call(method, path, options);
    expect(app.writes(), `${method} ${path} wrote`).toBe(before);
    return response;
  }

  const withLine2 = (line2: string) => {
    const proposal = proposalFixture();
    proposal.risk!.proposer!.address!.line_2 = line2;
    return proposal;
  };

  test.each([
    ['a NUL in an answer', withLine2('Hyde\u0000Park'), 'risk.proposer.address.line_2'],
    ['half a surrogate pair in an answer', withLine2('Hyde\ud800Park'), 'risk.proposer.address.line_2'],
    ['a NUL in a key', { ...proposalFixture(), risk: { 'a\u0000': 1 } }, 'risk'],
  ])('%s is a 422 naming it, on create and update', async (_name, body, path) => {
    for (const url of ['/api/proposal', `/api/proposal/${uuid}`, '/json/proposal/update']) {
      const response = await refused('POST', url, {
        body: url.startsWith('/json') ? { ...body, uuid } : body,
      });
      expect(response.status, url).toBe(422);
      expect(response.body).toMatchObject({
        error: 'invalid',
        errors: [{ path, message: UNSTORABLE_TEXT_MESSAGE }],
      });
    }
  });

  test('a NUL in a query string is a 422 too', async () => {
    const response = await refused('POST', '/api/proposal?steps=1%00', { body: proposalFixture() });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ path: 'steps', message: UNSTORABLE_TEXT_MESSAGE }]);
  });

  test('a NUL in the hosted card form is refused before the payment is read', async () => {
    const started = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: '/quote/thankyou' },
    });
    const response = await refused('POST', `${started.body.payment_url}/pay`, {
      raw: 'token=a%00&card_number=4242424242424242',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      xhr: false,
    });
    expect(response.status).toBe(422);
  });

  const deep = '{"a":'.repeat(30_000) + '1' + '}'.repeat(30_000);
  test.each([
    ['pay-monthly', `{"is_pay_monthly":true,"direct_debit":${deep}}`],
    ['confirm', `{"risk":${deep}}`],
    ['addons', `{"addons":[${deep}]}`],
  ])('a body nested 30,000 deep is refused from its text (%s)', async (call, raw) => {
    const response = await refused('POST', `/api/proposal/${uuid}/${call}`, { raw, headers: json });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('invalid');
    expect(response.body.errors[0].message).toMatch(/deeper than \d+ levels/);
  });

  test('the deepest real request is not too deep', async () => {
    const response = await app.call('POST', `/api/proposal/${uuid}/pay-monthly`, {
      body: { is_pay_monthly: true, direct_debit: directDebit },
    });
    expect(response.status).toBe(200);
  });

  test('every ETag is strong; a proposal answer names its version', async () => {
    const read = await app.call('GET', `/api/proposal/${uuid}`);
    expect(read.headers.get('etag')).toMatch(/^"\d+"$/);
    const lists = await app.call('GET', '/api/list');
    expect(lists.headers.get('etag')).toMatch(/^"/);
  });

  test('every call that changes a proposal refuses an If-Match that is not its version', async () => {
    const read = await app.call('GET', `/api/proposal/${uuid}`);
    const version = read.headers.get('etag')!;
    const calls: [string, unknown][] = [
      ['', proposalFixture()],
      ['/quote', {}],
      ['/payment-option', { is_pay_monthly: false }],
      ['/addons', { addons: [{ code: read.body.quote.addons[0].code, is_selected: true }] }],
      [
        '/confirm',
        { risk: { proposer: { email_address: 'a@example.com', phone_numbers: { mobile: '07700900123' } } } },
      ],
      ['/pay-monthly', { is_pay_monthly: true, direct_debit: directDebit }],
      ['/quote/payment', { return_url: '/quote/thankyou' }],
      ['/device-risk', { blackbox: 'abc' }],
      ['/save-device-risk-check', {}],
      ['/quote/accept', {}],
      ['/send-quote-email', {}],
    ];
    for (const [call, body] of calls) {
      for (const ifMatch of ['"999"', `W/${version}`, `"0", "999"`]) {
        const response = await refused('POST', `/api/proposal/${uuid}${call}`, {
          body,
          headers: { 'If-Match': ifMatch },
        });
        expect(response.status, `${call} If-Match: ${ifMatch}`).toBe(409);
        expect(response.body.error).toBe('conflict');
      }
    }
    const matched = await app.call('POST', `/api/proposal/${uuid}/payment-option`, {
      body: { is_pay_monthly: false },
      headers: { 'If-Match': `"0", ${version}` },
    });
    expect(matched.status).toBe(200);
    const any = await app.call('POST', `/api/proposal/${uuid}/payment-option`, {
      body: { is_pay_monthly: false },
      headers: { 'If-Match': '*' },
    });
    expect(any.status).toBe(200);
    // Reading ignores If-Match.
    expect(
      (await app.call('GET', `/api/proposal/${uuid}`, { headers: { 'If-Match': '"999"' } })).status,
    ).toBe(200);
  });

  test('only the hosted card page may be framed, and only by this site', async () => {
    const started = await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: '/quote/thankyou' },
    });
    const framed = await app.call('GET', started.body.payment_url, { xhr: false });
    expect(framed.status).toBe(200);
    expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    for (const [path, xhr] of [
      ['/', false],
      ['/quote/payment', false],
      ['/api/list', true],
      [`/api/proposal/${uuid}`, true],
    ] as const) {
      const response = await app.call('GET', path, { xhr });
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });
});
