import { afterAll, describe, expect, test } from 'vitest';
import { createSharedState } from '../../storage/sharedState';
import type { KyselyStore } from '../../storage/kyselyStore';
import { memoryStore } from '../../../tests/support/stores/testStores';
import { EmbeddedFraudProvider } from './EmbeddedFraudProvider';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const HOUR = 3_600_000;
const traits = {
  ua: 'Mozilla/5.0 (iPhone) Safari/604.1',
  lang: 'en-GB',
  tz: 'Europe/London',
  webdriver: false,
};
const blackbox = (fp: Record<string, unknown> = traits, ts = NOW - 60_000) =>
  Buffer.from(JSON.stringify({ v: 1, ts, fp })).toString('base64');
const stores: KyselyStore[] = [];
afterAll(() => Promise.all(stores.map((store) => store.close())));
/** A provider over a store of its own: no device seen yet. */
async function provider(clock = () => new Date(NOW)) {
  const store = await memoryStore();
  stores.push(store);
  return new EmbeddedFraudProvider({ clock, sightings: createSharedState(store.db).devices });
}
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('EmbeddedFraudProvider', () => {
  test.each([
    ['an ordinary device', blackbox(), 'allow', 'ok'],
    ['junk', 'junk', 'review', 'unreadable_blackbox'],
    [
      'a browser driven by automation',
      blackbox({ ...traits, webdriver: true }),
      'review',
      'automated_browser',
    ],
    ['a blackbox two days old', blackbox(traits, NOW - 48 * HOUR), 'review', 'stale_blackbox'],
    ['a blackbox from two hours ahead', blackbox(traits, NOW + 2 * HOUR), 'review', 'stale_blackbox'],
    ['a clock half an hour fast', blackbox(traits, NOW + HOUR / 2), 'allow', 'ok'],
  ])('%s: %s (%s)', async (_name, box, result, reason) => {
    const decision = await (await provider()).check({ blackbox: box, proposalUuid: uuid(1) });
    expect(decision).toEqual({ result, reason, tracking_number: expect.stringMatching(/^\d{18}$/) });
  });

  test('one device behind many proposals: review from the 5th, deny from the 20th', async () => {
    const fraud = await provider();
    const results: string[] = [];
    for (let i = 1; i <= 21; i += 1)
      results.push((await fraud.check({ blackbox: blackbox(), proposalUuid: uuid(i) })).result);
    expect(results.slice(0, 4)).toEqual(Array(4).fill('allow'));
    expect(results.slice(4, 19)).toEqual(Array(15).fill('review'));
    expect(results.slice(19)).toEqual(['deny', 'deny']);
  });

  test('checking the same proposal again does not count as reuse', async () => {
    const fraud = await provider();
    for (let i = 0; i < 10; i += 1) await fraud.check({ blackbox: blackbox(), proposalUuid: uuid(1) });
    expect((await fraud.check({ blackbox: blackbox(), proposalUuid: uuid(1) })).result).toBe('allow');
  });

  test('an automated browser is reviewed, never denied, however often it comes', async () => {
    const fraud = await provider();
    const automated = blackbox({ ...traits, webdriver: true });
    for (let i = 1; i <= 30; i += 1) await fraud.check({ blackbox: automated, proposalUuid: uuid(i) });
    expect((await fraud.check({ blackbox: automated, proposalUuid: uuid(31) })).result).toBe('review');
  });

  test('two providers on one store (two processes) count one history, which forgets after a day', async () => {
    const store = await memoryStore();
    stores.push(store);
    let now = NOW;
    const clock = () => new Date(now);
    const sightings = createSharedState(store.db).devices;
    const [a, b] = [0, 1].map(() => new EmbeddedFraudProvider({ clock, sightings })) as [
      EmbeddedFraudProvider,
      EmbeddedFraudProvider,
    ];
    for (let i = 1; i <= 4; i += 1)
      await (i % 2 ? a : b).check({ blackbox: blackbox(), proposalUuid: uuid(i) });
    expect(await b.check({ blackbox: blackbox(), proposalUuid: uuid(5) })).toMatchObject({
      result: 'review',
      reason: 'device_reused',
    });
    now += 24 * HOUR + 1;
    expect(
      await a.check({ blackbox: blackbox(undefined, now - 60_000), proposalUuid: uuid(6) }),
    ).toMatchObject({ result: 'allow' });
  });
});
