import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AttemptDecision } from './attemptWindows';
import type { KyselyStore } from './kyselyStore';
import { createSharedState, type SharedState } from './sharedState';
import { testEngines } from '../../tests/support/stores/testStores';

const T0 = Date.parse('2026-11-20T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms);
const MINUTE = 60_000;
let run = 0;

describe.each(testEngines())('shared state on $name', ({ open }) => {
  let store: KyselyStore;
  let done: () => Promise<void>;
  let shared: SharedState;
  beforeAll(async () => {
    ({ store, done } = await open());
    shared = createSharedState(store.db);
  });
  afterAll(() => done());
  // Each case its own keys, so the cases share one database without meeting.
  const fresh = (name: string) => `${name}-${(run += 1)}`;

  describe('attempt windows', () => {
    type Step = { at: number; keys: [string, number, number][]; expect: AttemptDecision | 'forget' };
    test.each<{ description: string; steps: Step[] }>([
      {
        description: 'three in a minute, the fourth waits for the first to leave the window',
        steps: [
          { at: 0, keys: [['a', 3, MINUTE]], expect: { allowed: true } },
          { at: 10_000, keys: [['a', 3, MINUTE]], expect: { allowed: true } },
          { at: 20_000, keys: [['a', 3, MINUTE]], expect: { allowed: true } },
          { at: 30_000, keys: [['a', 3, MINUTE]], expect: { allowed: false, retryAfterSeconds: 30 } },
          { at: MINUTE, keys: [['a', 3, MINUTE]], expect: { allowed: true } },
          { at: MINUTE, keys: [['a', 3, MINUTE]], expect: { allowed: false, retryAfterSeconds: 10 } },
        ],
      },
      {
        description: 'a refused attempt counts for nothing',
        steps: [
          { at: 0, keys: [['a', 1, MINUTE]], expect: { allowed: true } },
          { at: 1000, keys: [['a', 1, MINUTE]], expect: { allowed: false, retryAfterSeconds: 59 } },
          { at: 2000, keys: [['a', 1, MINUTE]], expect: { allowed: false, retryAfterSeconds: 58 } },
          { at: MINUTE, keys: [['a', 1, MINUTE]], expect: { allowed: true } },
        ],
      },
      {
        description: 'two keys: counted on both or on neither, the longer wait given',
        steps: [
          { at: 0, keys: [['a', 2, MINUTE]], expect: { allowed: true } },
          { at: 0, keys: [['b', 1, 10 * MINUTE]], expect: { allowed: true } },
          {
            at: 1000,
            keys: [
              ['a', 2, MINUTE],
              ['b', 1, 10 * MINUTE],
            ],
            expect: { allowed: false, retryAfterSeconds: 599 },
          },
          // 'a' was not counted by the refused pair: it has room for one more.
          { at: 2000, keys: [['a', 2, MINUTE]], expect: { allowed: true } },
          { at: 3000, keys: [['a', 2, MINUTE]], expect: { allowed: false, retryAfterSeconds: 57 } },
        ],
      },
      {
        description: 'forgetting a key gives it its room back',
        steps: [
          { at: 0, keys: [['a', 1, MINUTE]], expect: { allowed: true } },
          { at: 0, keys: [['a', 1, MINUTE]], expect: 'forget' },
          { at: 1, keys: [['a', 1, MINUTE]], expect: { allowed: true } },
        ],
      },
      {
        description: 'a wait under a second is one second',
        steps: [
          { at: 0, keys: [['a', 1, MINUTE]], expect: { allowed: true } },
          { at: MINUTE - 1, keys: [['a', 1, MINUTE]], expect: { allowed: false, retryAfterSeconds: 1 } },
        ],
      },
    ])('$description', async ({ steps }) => {
      const scope = fresh('scope');
      for (const [i, step] of steps.entries()) {
        const keys = step.keys.map(([key, max, windowMs]) => ({ scope, key, limit: { max, windowMs } }));
        if (step.expect === 'forget') {
          await shared.attempts.forget(scope, step.keys[0]![0]);
          continue;
        }
        expect(await shared.attempts.attempt(keys, at(step.at)), `step ${i}`).toEqual(step.expect);
      }
    });

    test('twenty attempts at the same moment on a limit of five: exactly five are counted', async () => {
      const key = { scope: fresh('burst'), key: 'k', limit: { max: 5, windowMs: MINUTE } };
      const decisions = await Promise.all(
        Array.from({ length: 20 }, () => shared.attempts.attempt([key], at(0))),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    });

    test('a rate: twenty at the same moment on five a minute, exactly five taken; one more a fifth of a minute on', async () => {
      const key = { scope: fresh('rate'), key: 'k', limit: { max: 5, windowMs: MINUTE } };
      const decisions = await Promise.all(Array.from({ length: 20 }, () => shared.attempts.rate(key, at(0))));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
      expect(await shared.attempts.rate(key, at(MINUTE / 5 - 1000))).toEqual({
        allowed: false,
        retryAfterSeconds: 1,
      });
      expect(await shared.attempts.rate(key, at(MINUTE / 5))).toEqual({ allowed: true });
      // Its row holds a level and a time, however high the limit.
      const [row] = await store.db
        .selectFrom('attempt_windows')
        .select('times')
        .where('scope', '=', key.scope)
        .execute();
      expect(Object.keys(JSON.parse(row!.times) as object).sort()).toEqual(['at', 'level']);
    });

    test('pairs of keys taken in both orders at once neither deadlock nor overcount', async () => {
      const scope = fresh('pairs');
      const limit = { max: 4, windowMs: MINUTE };
      const decisions = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          shared.attempts.attempt(
            i % 2 === 0
              ? [
                  { scope, key: 'x', limit },
                  { scope, key: 'y', limit },
                ]
              : [
                  { scope, key: 'y', limit },
                  { scope, key: 'x', limit },
                ],
            at(0),
          ),
        ),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(4);
    });
  });

  describe('token claims', () => {
    test.each([
      {
        description: 'a token is claimed once',
        steps: [
          { at: 0, id: 't', expires: 120_000, expect: true },
          { at: 1000, id: 't', expires: 120_000, expect: false },
          { at: 120_000, id: 't', expires: 120_000, expect: false },
          { at: 1000, id: 'u', expires: 120_000, expect: true },
        ],
      },
      {
        description: 'an id whose claim has expired may be claimed again',
        steps: [
          { at: 0, id: 't', expires: 1000, expect: true },
          { at: 1001, id: 't', expires: 5000, expect: true },
          { at: 2000, id: 't', expires: 5000, expect: false },
        ],
      },
    ])('$description', async ({ steps }) => {
      const scope = fresh('tokens');
      for (const [i, step] of steps.entries()) {
        const claimed = await shared.tokens.claim(scope, step.id, at(step.expires), at(step.at));
        expect(claimed, `step ${i}`).toBe(step.expect);
      }
    });

    test('the same token claimed twenty times at once: one claim succeeds', async () => {
      const scope = fresh('race');
      const claims = await Promise.all(
        Array.from({ length: 20 }, () => shared.tokens.claim(scope, 'id', at(120_000), at(0))),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('device sightings', () => {
    test('counts the distinct proposals of a device within the window', async () => {
      const d1 = fresh('d1');
      const d2 = fresh('d2');
      const window = 1000;
      const steps: [string, string, number, number][] = [
        [d1, 'p1', 0, 1],
        [d1, 'p1', 100, 1],
        [d1, 'p2', 200, 2],
        [d2, 'p3', 300, 1],
        // p1 was last seen 1150 ms ago: out of the window.
        [d1, 'p3', 1150, 2],
        [d1, 'p1', 1200, 3],
      ];
      for (const [device, proposal, ms, count] of steps) {
        expect(await shared.devices.record(device, proposal, at(ms), window), `${proposal} at ${ms}`).toBe(
          count,
        );
      }
    });
  });

  test('expired rows are swept by later calls, live ones kept', async () => {
    const scope = fresh('sweep');
    // A new day: the sweeper's last sweep, whenever it was, is more than a minute ago.
    const day = 24 * 60 * MINUTE;
    await shared.tokens.claim(scope, 'old', at(day + 1000), at(day));
    await shared.tokens.claim(scope, 'live', at(day + 10 * MINUTE), at(day));
    await shared.attempts.attempt([{ scope, key: 'old', limit: { max: 1, windowMs: 1000 } }], at(day));
    await shared.devices.record(scope, 'p1', at(day), 1000);
    const later = at(day + 2 * MINUTE);
    await shared.tokens.claim(scope, 'other', at(day + 3 * MINUTE), later);
    await shared.attempts.attempt([{ scope, key: 'new', limit: { max: 1, windowMs: MINUTE } }], later);
    await shared.devices.record(scope, 'p2', later, MINUTE);
    const tokens = await store.db.selectFrom('used_tokens').select('id').where('scope', '=', scope).execute();
    expect(tokens.map((t) => t.id).sort()).toEqual(['live', 'other']);
    const windows = await store.db
      .selectFrom('attempt_windows')
      .select('key')
      .where('scope', '=', scope)
      .execute();
    expect(windows.map((w) => w.key)).toEqual(['new']);
    const devices = await store.db
      .selectFrom('device_sightings')
      .select('proposal_uuid')
      .where('device_id', '=', scope)
      .execute();
    expect(devices.map((d) => d.proposal_uuid)).toEqual(['p2']);
  });
});
