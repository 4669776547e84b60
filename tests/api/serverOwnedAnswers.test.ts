import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFixture, setAnswer } from '../fixtures/index';
import type { TestApp } from '../support/testApp';
import { bought, ok, quoted } from './buyPolicy';
import { testEngines } from './testEngines';

// Answers only the server, or one call of its own, gives: the add-ons a requote took off (the
// price page's notice) and the device blackbox the thank-you page records once the policy is
// bought. A page's save neither sets, changes nor clears them: the stored value is kept.

const PAGE_SAVES = ['/api/proposal/:id', '/json/proposal/update'];

describe.each(testEngines)('answers only the server gives, on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const stored = async (uuid: string) => (await app.store.getProposal(uuid))?.document;

  /** Quoted with European breakdown chosen, then moved to local haul, which the add-on is not for. */
  async function addonTakenOff(): Promise<string> {
    const uuid = await quoted(app);
    const selected = await ok(app, 'POST', `/api/proposal/${uuid}/addons`, { addons: [{ code: 'SABEU' }] });
    setAnswer(selected, 'risk.vehicle.class_of_use', 'LocalHaul');
    const { data } = await ok(app, 'POST', '/json/proposal/update', selected);
    expect(data.removed_addons).toEqual([{ code: 'SABEU' }]);
    return uuid;
  }

  test('a new proposal has no removed add-ons, whatever the page sent', async () => {
    const answers = { ...proposalFixture(), removed_addons: [{ code: 'TO' }] };
    const uuid = (await ok(app, 'POST', '/api/proposal', answers)).uuid as string;
    expect((await stored(uuid))?.removed_addons).toBeUndefined();
  });

  test.each(PAGE_SAVES)('a save through %s neither sets nor clears the removed add-ons', async (call) => {
    const uuid = await addonTakenOff();
    const path = call.replace(':id', uuid);
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    for (const removed of [undefined, [], [{ code: 'TO' }, { code: 'KEY' }]]) {
      const answers = structuredClone(read);
      if (removed === undefined) delete answers.removed_addons;
      else answers.removed_addons = removed;
      await ok(app, 'POST', path, answers);
      expect((await stored(uuid))?.removed_addons).toEqual([{ code: 'SABEU' }]);
    }
    // The notice the price page reads is the server's.
    expect((await ok(app, 'GET', `/api/proposal/${uuid}`)).removed_addons).toEqual([{ code: 'SABEU' }]);
  });

  test.each([
    ['POST /api/proposal/:id', '/api/proposal/:id'],
    ['POST /json/proposal/update', '/json/proposal/update'],
    ['POST .../payment-option', '/api/proposal/:id/payment-option'],
  ])('%s cannot record a device blackbox', async (_name, call) => {
    const uuid = await quoted(app);
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    const body =
      call === '/api/proposal/:id/payment-option'
        ? { is_pay_monthly: false, risk: { userfields: { iovachek: 'forged' } } }
        : setAnswer(read, 'risk.userfields.iovachek', 'forged');
    await ok(app, 'POST', call.replace(':id', uuid), body);
    expect((await stored(uuid))?.risk?.userfields?.iovachek).toBeUndefined();
  });

  test('a new proposal has no device blackbox, whatever the page sent', async () => {
    const answers = proposalFixture();
    setAnswer(answers, 'risk.userfields.iovachek', 'forged');
    const uuid = (await ok(app, 'POST', '/api/proposal', answers)).uuid as string;
    expect((await stored(uuid))?.risk?.userfields?.iovachek).toBeUndefined();
  });

  test('the device is recorded once the policy is bought, not before', async () => {
    const uuid = await quoted(app);
    const before = app.writes();
    const early = await app.call('POST', `/api/proposal/${uuid}/device-risk`, {
      body: { blackbox: 'early' },
    });
    expect(early.status).toBe(409);
    expect(app.writes()).toBe(before);
    expect((await stored(uuid))?.risk?.userfields?.iovachek).toBeUndefined();

    const paid = await bought(app);
    await ok(app, 'POST', `/api/proposal/${paid}/device-risk`, { blackbox: 'thank-you' });
    expect((await stored(paid))?.risk?.userfields?.iovachek).toBe('thank-you');
  });
});
