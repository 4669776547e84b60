import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSharedState } from '../storage/sharedState';
import type { KyselyStore } from '../storage/kyselyStore';
import { testEngines } from '../../tests/support/stores/testStores';
import { type AttemptDecision, AttemptLimiter, clientNetwork } from './attemptLimiter';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-20T10:00:00.000Z');

type Step =
  | { at: number; client: string; reference: string; succeed?: boolean }
  | { at: number; client: string; reference: string; expect: AttemptDecision };

let cases = 0;

/** Runs attempts in order; an attempt with `expect` checks its decision; `succeed` forgives the reference. */
async function run(limiter: AttemptLimiter, steps: Step[]): Promise<AttemptDecision[]> {
  // Each run its own clients and references, so the runs share one database without meeting.
  cases += 1;
  const own = (key: string) => `${cases}:${key}`;
  const decisions: AttemptDecision[] = [];
  for (const step of steps) {
    const decision = await limiter.begin(own(step.client), own(step.reference), new Date(T0 + step.at));
    if ('expect' in step) expect(decision, `attempt at +${step.at / 1000}s`).toEqual(step.expect);
    if ('succeed' in step && step.succeed && decision.allowed) await limiter.succeeded(own(step.reference));
    decisions.push(decision);
  }
  return decisions;
}

const times = (n: number, make: (i: number) => Step) => Array.from({ length: n }, (_, i) => make(i));
const ref = (i: number) => `10000-00000-${String(i).padStart(5, '0')}`;

describe.each(testEngines())('AttemptLimiter on $name', ({ open }) => {
  let store: KyselyStore;
  let done: () => Promise<void>;
  let limiter: AttemptLimiter;
  beforeAll(async () => {
    ({ store, done } = await open());
    limiter = new AttemptLimiter(createSharedState(store.db).attempts);
  });
  afterAll(() => done());

  test.each([
    {
      description: 'a client may make 10 attempts in 15 minutes (on different references), the 11th waits',
      steps: [
        ...times(10, (i) => ({ at: i * MINUTE, client: 'a', reference: ref(i), succeed: true })),
        // The first attempt (at 0) leaves the window at 15:00; asked at 10:00, that is 300 s away.
        {
          at: 10 * MINUTE,
          client: 'a',
          reference: ref(99),
          expect: { allowed: false, retryAfterSeconds: 300 },
        },
      ],
    },
    {
      description: 'the window slides: once the first attempt is 15 minutes old, one more is allowed',
      steps: [
        ...times(10, (i) => ({ at: i * MINUTE, client: 'a', reference: ref(i), succeed: true })),
        { at: 15 * MINUTE, client: 'a', reference: ref(98), expect: { allowed: true } },
        {
          at: 15 * MINUTE,
          client: 'a',
          reference: ref(97),
          expect: { allowed: false, retryAfterSeconds: 60 },
        },
      ],
    },
    {
      description: 'another client is not held back by the first',
      steps: [
        ...times(10, (i) => ({ at: 0, client: 'a', reference: ref(i), succeed: true })),
        { at: 0, client: 'b', reference: ref(50), expect: { allowed: true } },
      ],
    },
    {
      description: 'five failures on one reference (from five clients) lock it for an hour',
      steps: [
        ...times(5, (i) => ({ at: i * MINUTE, client: `c${i}`, reference: ref(1) })),
        {
          at: 5 * MINUTE,
          client: 'fresh',
          reference: ref(1),
          expect: { allowed: false, retryAfterSeconds: 3300 },
        },
        { at: 5 * MINUTE, client: 'fresh', reference: ref(2), expect: { allowed: true } },
        { at: 60 * MINUTE, client: 'fresh', reference: ref(1), expect: { allowed: true } },
      ],
    },
    {
      description: 'a success forgives the reference its failures',
      steps: [
        ...times(4, (i) => ({ at: i, client: `c${i}`, reference: ref(1) })),
        { at: 10, client: 'owner', reference: ref(1), succeed: true },
        ...times(4, (i) => ({ at: 20 + i, client: `d${i}`, reference: ref(1) })),
        { at: 30, client: 'e', reference: ref(1), expect: { allowed: true } },
      ],
    },
    {
      description: 'a refused attempt counts for nothing: the wait does not grow',
      steps: [
        ...times(10, (i) => ({ at: 0, client: 'a', reference: ref(i), succeed: true })),
        ...times(20, (i) => ({
          at: (i + 1) * 1000,
          client: 'a',
          reference: ref(40),
          expect: { allowed: false, retryAfterSeconds: 900 - (i + 1) },
        })),
        { at: 15 * MINUTE, client: 'a', reference: ref(40), expect: { allowed: true } },
      ],
    },
    {
      description: 'when both limits bite, the longer wait is given',
      steps: [
        ...times(5, () => ({ at: 0, client: 'a', reference: ref(1) })),
        ...times(5, (i) => ({ at: i * 1000, client: 'a', reference: ref(10 + i), succeed: true })),
        { at: 5000, client: 'a', reference: ref(1), expect: { allowed: false, retryAfterSeconds: 3595 } },
      ],
    },
    {
      description: 'a wait of less than a second is rounded up to one second',
      steps: [
        ...times(10, () => ({ at: 0, client: 'a', reference: ref(3), succeed: true })),
        {
          at: 15 * MINUTE - 1,
          client: 'a',
          reference: ref(3),
          expect: { allowed: false, retryAfterSeconds: 1 },
        },
      ],
    },
  ])('$description', async ({ steps }) => {
    await run(limiter, steps);
  });

  test('concurrent wrong guesses are counted before any is looked up: the sixth is refused', async () => {
    cases += 1;
    // Six attempts begin at once, before any result is known (no succeeded() in between).
    const decisions = await Promise.all(
      times(6, (i) => ({ at: 0, client: `c${i}`, reference: ref(1) })).map((s) =>
        limiter.begin(`${cases}:${s.client}`, `${cases}:${s.reference}`, new Date(T0)),
      ),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  test('an old entry stops counting once its window has passed', async () => {
    await run(limiter, [
      ...times(5, (i) => ({ at: 0, client: `c${i}`, reference: 'r' })),
      { at: 59 * MINUTE, client: 'z', reference: 'r', expect: { allowed: false, retryAfterSeconds: 60 } },
      { at: 60 * MINUTE, client: 'z', reference: 'r', expect: { allowed: true } },
    ]);
  });
});

describe('clientNetwork', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b::203.0.113.7'],
    ['unknown', 'unknown'],
  ])('counts %s as %s', (client, network) => {
    expect(clientNetwork(client)).toBe(network);
  });
});
