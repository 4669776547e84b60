import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFixture } from '../fixtures/index';
import { startTestApp, type TestApp } from './testApp';

describe('logs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
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
});
