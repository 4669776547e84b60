import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmBody, type TestApp } from '../support/testApp';
import { testEngines } from './testEngines';

// The pages after the price (add-ons, payment option, summary) hold each choice to the version of
// the proposal they show (If-Match with its ETag): when another window has changed the answers
// since, the choice is refused (409 conflict) and nothing stored changes; with the version shown
// now it is taken; without If-Match (an integrator, an older page) it is taken as before.

type Body = (proposal: { quote: { addons: { code: string }[] } }) => unknown;
const choices: [string, Body][] = [
  ['/payment-option', () => ({ is_pay_monthly: true })],
  ['/addons', (proposal) => ({ addons: [{ code: proposal.quote.addons[0]!.code, is_selected: true }] })],
  ['/confirm', () => confirmBody({ email_address: 'jim@example.com' })],
];

describe.each(testEngines)('choices after the price hold to the version shown, on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** A quoted proposal as a window shows it (its answer and ETag), then changed in another window. */
  async function overtaken() {
    const { uuid } = await app.proposal('quoted');
    const shown = await app.call('GET', `/api/proposal/${uuid}`);
    const changed = await app.call('POST', '/json/proposal/update', {
      body: { ...shown.body, risk: { ...shown.body.risk, start_date: '2026-12-07' } },
      headers: { 'If-Match': shown.headers.get('etag')! },
    });
    expect(changed.status).toBe(200);
    return { uuid, shown, latest: await app.call('GET', `/api/proposal/${uuid}`) };
  }

  test.each(choices)(
    '%s from a window another has overtaken is refused; nothing changes',
    async (path, body) => {
      const { uuid, shown, latest } = await overtaken();
      const writes = app.writes();
      const refused = await app.call('POST', `/api/proposal/${uuid}${path}`, {
        body: body(shown.body),
        headers: { 'If-Match': shown.headers.get('etag')! },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('conflict');
      expect(app.writes()).toBe(writes);
      const after = await app.call('GET', `/api/proposal/${uuid}`);
      expect(after.headers.get('etag')).toBe(latest.headers.get('etag'));
      expect(after.body).toEqual(latest.body);
    },
  );

  test.each(choices)('%s held to the version shown now is taken', async (path, body) => {
    const { uuid, latest } = await overtaken();
    const version = Number(latest.headers.get('etag')!.replace(/"/g, ''));
    const taken = await app.call('POST', `/api/proposal/${uuid}${path}`, {
      body: body(latest.body),
      headers: { 'If-Match': latest.headers.get('etag')! },
    });
    expect(taken.status).toBe(200);
    expect(taken.headers.get('etag')).toBe(`"${version + 1}"`);
  });

  test.each(choices)('%s without If-Match is taken as before', async (path, body) => {
    const { uuid, shown } = await overtaken();
    const taken = await app.call('POST', `/api/proposal/${uuid}${path}`, { body: body(shown.body) });
    expect(taken.status).toBe(200);
  });
});
