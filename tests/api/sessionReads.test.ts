import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFixture } from '../fixtures/index';
import { SESSION_MINUTES, type TestApp } from '../support/testApp';
import { ok } from './buyPolicy';
import { testEngines } from './testEngines';

// What keeps a quote session alive: a page reading the proposal is the customer at work; a HEAD,
// which no page sends, answers as the GET would and writes nothing, so it keeps nothing alive.

const minutes = (n: number) => n * 60_000;

describe.each(testEngines)('quote session reads on $name', ({ open }) => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await open());
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const create = async () => (await ok(app, 'POST', '/api/proposal', proposalFixture())).uuid as string;

  test('a HEAD on a proposal answers as a GET would, writes nothing and keeps no session alive', async () => {
    const uuid = await create();
    const read = await app.call('GET', `/api/proposal/${uuid}`);
    app.advance(minutes(SESSION_MINUTES - 1));
    const before = app.writes();
    const head = await app.call('HEAD', `/api/proposal/${uuid}`);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('etag')).toBe(read.headers.get('etag'));
    expect(app.writes()).toBe(before);
    // The session still lapses from the last GET.
    app.advance(minutes(2));
    expect((await app.call('HEAD', `/api/proposal/${uuid}`)).status).toBe(419);
    expect((await app.call('GET', `/api/proposal/${uuid}`)).status).toBe(419);
    expect(app.writes()).toBe(before);
  });

  test('a page reading the proposal keeps its session alive', async () => {
    const uuid = await create();
    app.advance(minutes(SESSION_MINUTES - 1));
    await ok(app, 'GET', `/api/proposal/${uuid}`);
    app.advance(minutes(SESSION_MINUTES - 1));
    expect((await app.call('GET', `/api/proposal/${uuid}`)).status).toBe(200);
  });
});
