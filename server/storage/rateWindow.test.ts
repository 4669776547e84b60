import { describe, expect, test } from 'vitest';
import type { AttemptDecision } from './attemptWindows';
import { rateAttempt, rateStateOf, type RateState } from './rateWindow';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-20T10:00:00.000Z');

/** Attempts at each time (ms from T0) against `max` a minute, from a key never used; the decisions. */
function run(max: number, times: number[]): AttemptDecision[] {
  let state: RateState | undefined;
  return times.map((t) => {
    const next = rateAttempt(state, { max, windowMs: MINUTE }, T0 + t);
    state = next.state;
    return next.decision;
  });
}
const yes: AttemptDecision = { allowed: true };
const wait = (retryAfterSeconds: number): AttemptDecision => ({ allowed: false, retryAfterSeconds });

describe('rateAttempt', () => {
  test.each<[string, number, number[], AttemptDecision[]]>([
    // Three a minute fill one every 20 s.
    ['three at once, the fourth waits for one to fill', 3, [0, 1000, 2000, 3000], [yes, yes, yes, wait(17)]],
    ['then one every 20 s', 3, [0, 0, 0, 20_000, 30_000, 40_000], [yes, yes, yes, yes, wait(10), yes]],
    ['a minute on, the whole limit again', 2, [0, 1, MINUTE + 1, MINUTE + 2], [yes, yes, yes, yes]],
    [
      'never more than the limit at once, however long left alone',
      2,
      [0, 10 * MINUTE, 10 * MINUTE, 10 * MINUTE],
      [yes, yes, yes, wait(30)],
    ],
    ['a limit of one', 1, [0, 30_000, MINUTE, MINUTE + 1], [yes, wait(30), yes, wait(60)]],
  ])('%s', (_case, max, times, decisions) => {
    expect(run(max, times)).toEqual(decisions);
  });

  test('a refused attempt counts for nothing and changes nothing', () => {
    const stored = { level: 0.5, at: T0 };
    const refused = rateAttempt(stored, { max: 2, windowMs: MINUTE }, T0 + 10);
    expect(refused.decision.allowed).toBe(false);
    expect(refused.state).toBe(stored);
  });

  test('a clock that went back fills nothing', () => {
    const refused = rateAttempt({ level: 0, at: T0 }, { max: 60, windowMs: MINUTE }, T0 - MINUTE);
    expect(refused.decision).toEqual(wait(1));
  });

  test('two processes whose clocks differ never refill the same time twice', () => {
    // Behind a load balancer each call may reach another machine; one clock is a second behind.
    // Calls every 10 ms for a minute, alternating: no more than the burst and the minute's refill.
    const limit = { max: 60, windowMs: MINUTE };
    let state: RateState | undefined;
    let allowed = 0;
    for (let t = 0; t < MINUTE; t += 10) {
      const skew = (t / 10) % 2 === 0 ? 0 : -1_000;
      const next = rateAttempt(state, limit, T0 + t + skew);
      state = next.state;
      if (next.decision.allowed) allowed += 1;
    }
    expect(allowed).toBeLessThanOrEqual(2 * limit.max + 1);
  });

  test('the state is two numbers however many attempts a high limit allows', () => {
    let state: RateState | undefined;
    let allowed = 0;
    // 20,000 attempts over one minute against 12,000 a minute: the 12,000 at once and the minute's refill.
    for (let i = 0; i < 20_000; i += 1) {
      const next = rateAttempt(state, { max: 12_000, windowMs: MINUTE }, T0 + i * 3);
      state = next.state;
      if (next.decision.allowed) allowed += 1;
    }
    expect(allowed).toBeGreaterThanOrEqual(12_000);
    expect(allowed).toBeLessThanOrEqual(20_000);
    expect(JSON.stringify(state).length).toBeLessThan(60);
  });

  test('in steady use, at most the limit a minute once the first burst is spent', () => {
    const max = 10;
    const times = Array.from({ length: 600 }, (_, i) => i * 1_000);
    const decisions = run(max, times);
    const allowedAt = times.filter((_, i) => decisions[i]!.allowed);
    for (const t of allowedAt.filter((t) => t >= 2 * MINUTE)) {
      expect(allowedAt.filter((u) => u > t - MINUTE && u <= t).length).toBeLessThanOrEqual(max + 1);
    }
  });
});

describe('rateStateOf', () => {
  test.each<[string, string, RateState | undefined]>([
    ['a stored state', '{"level":2.5,"at":5}', { level: 2.5, at: 5 }],
    ['a new row', '[]', undefined],
    ['not JSON', 'nonsense', undefined],
    ['numbers of the wrong kind', '{"level":"1","at":-1}', undefined],
  ])('%s', (_case, text, state) => {
    expect(rateStateOf(text)).toEqual(state);
  });
});
