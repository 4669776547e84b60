import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import messages from '../../journey/content/validation-messages.json';
import { proposalFixture } from '../fixtures/index';
import type { TestApp } from '../support/testApp';
import { testEngines } from './testEngines';

// Inputs a hostile client sends that the pages never would: each is refused with a message that
// names it, and writes nothing.

describe.each(testEngines)('a hostile client on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  let uuid: string;
  beforeAll(async () => {
    ({ app, drop } = await open());
    uuid = (await app.call('POST', '/api/proposal', { body: proposalFixture() })).body.uuid;
    expect((await app.call('POST', `/api/proposal/${uuid}/quote`)).status).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** Calls and expects a 422 that wrote nothing; answers its errors. */
  async function refused(method: string, path: string, body: unknown) {
    const before = app.writes();
    const response = await app.call(method, path, { body });
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(422);
    expect(app.writes(), `${method} ${path} wrote`).toBe(before);
    return response.body.errors as { path: string; message: string }[];
  }

  test.each([
    ['a question the call does not have', 'x=1', 'x'],
    ['the step as a list', 'steps[]=7', 'steps[]'],
    ['the step twice', 'steps=7&steps=7', 'steps'],
    ['a prototype key', '__proto__=1', '__proto__'],
  ])('the form saves refuse %s in the query, as their schema says', async (_name, query, path) => {
    for (const url of [`/api/proposal?${query}`, `/api/proposal/${uuid}?${query}`]) {
      const errors = await refused('POST', url, proposalFixture());
      expect(errors.map((error) => error.path)).toContain(path);
    }
  });

  test('an add-on answered twice in one call is refused on every call that saves add-on answers', async () => {
    const twice = [
      { code: 'PA', is_selected: true },
      { code: 'PA', is_selected: false },
    ];
    const message = messages.rules.addonAnsweredTwice.replace('{code}', 'PA');
    const expected = [{ path: 'addons', message }];
    expect(await refused('POST', `/api/proposal/${uuid}/addons`, { addons: twice })).toEqual(expected);
    const proposal = { ...proposalFixture(), addons: twice };
    expect(await refused('POST', '/api/proposal', proposal)).toEqual(expected);
    expect(await refused('POST', `/api/proposal/${uuid}`, proposal)).toEqual(expected);
    expect(await refused('POST', '/json/proposal/update', { ...proposal, uuid })).toEqual(expected);
  });

  test('a breakdown tier answered twice is named as answered twice, not as two tiers', async () => {
    const twice = [{ code: 'SAB1' }, { code: 'SAB1', is_selected: true }];
    expect(await refused('POST', `/api/proposal/${uuid}/addons`, { addons: twice })).toEqual([
      { path: 'addons', message: messages.rules.addonAnsweredTwice.replace('{code}', 'SAB1') },
    ]);
  });
});
