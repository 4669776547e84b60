import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { KyselyApiKeys } from '../../server/storage/apiKeys';
import { proposalFixture, setAnswer } from '../fixtures/index';
import { questionMessage } from '../support/journey/journeyText';
import type { TestApp } from '../support/testApp';
import { ok, quoted } from './buyPolicy';
import { testEngines } from './testEngines';

// Where the customer came from is set where the proposal enters (an integrator's API key), never
// by a page: a page's value is not stored, so it cannot skip the education question or put a sale
// on a comparison site's account.

const educationRequired = {
  path: 'risk.duqs.education_level',
  message: questionMessage('risk.duqs.education_level', 'required'),
};

describe.each(testEngines)('the source of business on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const storedSource = async (uuid: string) =>
    (await app.store.getProposal(uuid))?.document.risk?.source_of_business;

  test('a proposal the pages start has no source of business, whatever the page sent', async () => {
    const answers = proposalFixture();
    setAnswer(answers, 'risk.source_of_business', '104');
    const uuid = (await ok(app, 'POST', '/api/proposal', answers)).uuid as string;
    expect(await storedSource(uuid)).toBeUndefined();
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    expect(read.risk.source_of_business).toBeUndefined();
  });

  test.each(['/api/proposal/:id', '/json/proposal/update'])(
    'a page save through %s cannot give a source of business that skips the education question',
    async (call) => {
      const uuid = await quoted(app);
      const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
      const answers = structuredClone(read);
      setAnswer(answers, 'risk.source_of_business', 'Direct');
      delete answers.risk.duqs.education_level;
      const path = call.replace(':id', uuid);
      const before = app.writes();
      const refused = await app.call('POST', path, { body: answers });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toContainEqual(educationRequired);
      expect(app.writes()).toBe(before);
      // With the education answer back the save goes through, and the source stays the stored one.
      setAnswer(answers, 'risk.duqs.education_level', read.risk.duqs.education_level);
      await ok(app, 'POST', path, answers);
      expect(await storedSource(uuid)).toBeUndefined();
    },
  );

  test("an integrator's source of business is kept through the pages' saves", async () => {
    const keys = new KyselyApiKeys(app.store.db);
    const { key } = await keys.issue('104', 100, app.now());
    const made = await app.call('POST', '/api/integrations/quotes', {
      body: proposalFixture(),
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(made.status).toBe(201);
    const uuid = made.body.uuid as string;
    const read = await ok(app, 'GET', `/api/proposal/${uuid}`);
    for (const source of ['Website', null, undefined]) {
      const answers = structuredClone(read);
      setAnswer(answers, 'risk.source_of_business', source);
      const saved = await ok(app, 'POST', `/api/proposal/${uuid}`, answers);
      expect(saved.risk.source_of_business).toBe('104');
      const updated = await ok(app, 'POST', '/json/proposal/update', answers);
      expect(updated.data.risk.source_of_business).toBe('104');
    }
    expect(await storedSource(uuid)).toBe('104');
  });
});
