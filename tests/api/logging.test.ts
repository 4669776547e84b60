import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalRef } from '../../server/proposalRef';
import { proposalFixture } from '../fixtures/index';
import { bought, mandate, ok } from './buyPolicy';
import { buildTestApp, type TestApp } from '../support/testApp';

describe('logs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  test('record each request and never personal data', async () => {
    const proposal = proposalFixture();
    const created = await app.call('POST', '/api/proposal', { body: proposal });
    const uuid = created.body.uuid as string;
    await app.call('GET', `/api/proposal/${uuid}`);
    await app.call('POST', `/api/proposal/${uuid}`, { body: { ...proposal, is_pay_monthly: true } });
    await app.call('POST', `/api/proposal/${uuid}`, {
      body: { ...proposal, stray: proposal.risk?.proposer?.email_address },
    });
    await app.call('POST', '/api/proposal', {
      raw: JSON.stringify(proposal).slice(0, 200),
      headers: { 'Content-Type': 'application/json' },
    });
    await app.call('GET', `/api/list/insurer.person_title?postcode=${encodeURIComponent('LS6 1HR')}`);

    const text = app.logs.join('');
    const lines = app.logs.map((line) => JSON.parse(line) as { method?: string; status?: number });
    expect(lines.filter((l) => l.method).map((l) => l.status)).toEqual([201, 200, 200, 422, 400, 200]);

    const proposer = proposal.risk!.proposer!;
    const personal = [
      proposer.name!.forenames!,
      proposer.name!.surname!,
      proposer.date_of_birth!,
      proposer.email_address!,
      proposer.phone_numbers!.mobile!,
      proposer.address!.line_1!,
      proposer.address!.postcode!,
      'LS6',
      proposal.risk!.vehicle!.registration!,
    ];
    for (const value of personal) expect(text, value).not.toContain(value);
  });

  test('carry no full uuid through a whole purchase: a short hash follows the proposal', async () => {
    const uuid = await bought(app);
    await ok(app, 'POST', `/api/proposal/${uuid}/device-risk`, { blackbox: 'bb' });
    await ok(app, 'POST', `/api/proposal/${uuid}/save-device-risk-check`);
    await ok(app, 'POST', `/api/proposal/${uuid}/quote/accept`, {});
    const { portal_url } = await ok(app, 'GET', `/api/proposal/${uuid}/generate-portal-link`);
    expect((await app.call('GET', portal_url, { xhr: false })).status).toBe(200);
    await app.providers.email.outbox.deliverPending();
    // A day later the uuid opens nothing; the refusal is logged as every request is.
    app.advance(24 * 60 * 60_000);
    expect((await app.call('GET', `/api/proposal/${uuid}`)).status).toBe(404);

    const text = app.logs.join('');
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    expect(text).not.toContain(portal_url.slice('/portal/'.length));
    for (const number of [mandate.account_number!, mandate.sort_code!]) expect(text).not.toContain(number);
    const paths = app.logs
      .map((line) => JSON.parse(line) as { path?: string })
      .flatMap((line) => (line.path ? [line.path] : []));
    const ref = proposalRef(uuid);
    expect(paths).toContain(`/api/proposal/${ref}/quote/accept`);
    expect(paths.filter((path) => path === `/api/proposal/${ref}`)).toHaveLength(1);
    // Lines that name the proposal name it by the same hash.
    expect(text).toContain(`"proposalRef":"${ref}"`);
  });
});
