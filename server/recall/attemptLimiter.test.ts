import { describe, expect, test } from 'vitest';
import { type AttemptDecision, AttemptLimiter, RECALL_LIMITS } from './attemptLimiter';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-20T10:00:00.000Z');

type Step =
  | { at: number; client: string; reference: string; succeed?: boolean }
  | { at: number; client: string; reference: string; expect: AttemptDecision };

/** Runs attempts in order; an attempt with `expect` checks its decision; `succeed` forgives the reference. */
function run(steps: Step[], limiter = new AttemptLimiter()): AttemptDecision[] {
  return steps.map((step) => {
    const decision = limiter.begin(step.client, step.reference, T0 + step.at);
    if ('expect' in step) expect(decision, `attempt at +${step.at / 1000}s`).toEqual(step.expect);
    if ('succeed' in step && step.succeed && decision.allowed) limiter.succeeded(step.reference);
    return decision;
  });
}

const times = (n: number, make: (i: number) => Step) => Array.from({ length: n }, (_, i) => make(i));
const ref = (i: number) => `10000-00000-${String(i).padStart(5, '0')}`;

describe('AttemptLimiter', () => {
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
  ])('$description', ({ steps }) => {
    run(steps);
  });

  test('concurrent wrong guesses are counted before any is looked up: the sixth is refused', () => {
    const limiter = new AttemptLimiter();
    // Six attempts begin before any result is known (no succeeded() in between).
    const decisions = times(6, (i) => ({ at: 0, client: `c${i}`, reference: ref(1) })).map((s) =>
      limiter.begin(s.client, s.reference, T0),
    );
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false]);
  });

  test('memory stays bounded: beyond maxKeys the least recently used keys are forgotten', () => {
    const limiter = new AttemptLimiter({ ...RECALL_LIMITS, maxKeys: 3 });
    for (const client of ['a', 'b', 'c']) limiter.begin(client, 'r', T0);
    // Touch 'a' again so that 'b' is now the least recently used, then add 'd'.
    limiter.begin('a', 'r2', T0);
    limiter.begin('d', 'r3', T0);
    expect(limiter.size()).toEqual({ clients: 3, references: 3 });
    // With room for two clients, the one used most recently keeps its count when a third arrives.
    const tight = new AttemptLimiter({
      ...RECALL_LIMITS,
      perClient: { max: 2, windowMs: MINUTE },
      maxKeys: 2,
    });
    tight.begin('a', 'x1', T0);
    tight.begin('b', 'x2', T0);
    tight.begin('a', 'x3', T0);
    tight.begin('c', 'x4', T0); // evicts 'b'
    expect(tight.begin('a', 'x5', T0)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(tight.size().clients).toBe(2);
  });

  test('holds 50,000 keys of each kind by default and no more', () => {
    const limiter = new AttemptLimiter();
    for (let i = 0; i < 50_010; i += 1) limiter.begin(`client-${i}`, `ref-${i}`, T0);
    expect(limiter.size()).toEqual({ clients: 50_000, references: 50_000 });
  });

  test('an old entry stops counting once its window has passed', () => {
    const limiter = new AttemptLimiter();
    for (let i = 0; i < 5; i += 1) limiter.begin(`c${i}`, 'r', T0);
    expect(limiter.begin('z', 'r', T0 + 59 * MINUTE).allowed).toBe(false);
    expect(limiter.begin('z', 'r', T0 + 60 * MINUTE).allowed).toBe(true);
  });
});
