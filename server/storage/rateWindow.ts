import type { AttemptDecision, WindowLimit } from './attemptWindows';

/**
 * A rate of `max` attempts a `windowMs`, counted in two numbers whatever the limit: a bucket that
 * holds at most `max` attempts and fills again at `max` a window, each attempt taking one. A key
 * left alone may use its whole limit at once; one in steady use gets `max` a window. Where the
 * exact window (attempts) keeps the time of every attempt it counts, this keeps a level and a
 * time, however high the limit: what an integrator's key allowed thousands of quotes a minute
 * needs.
 */
export interface RateState {
  /** Attempts the bucket holds at `at` (whole or part). */
  level: number;
  /** When the level was worked out (ms). */
  at: number;
}

/** A key never used: a full bucket. */
const FULL = (limit: WindowLimit, at: number): RateState => ({ level: limit.max, at });

/**
 * The decision for one more attempt at `at` and the state to store: taken when the bucket holds
 * one; otherwise the state is unchanged, with the whole seconds (at least 1) until it holds one.
 * Pure.
 */
export function rateAttempt(
  stored: RateState | undefined,
  limit: WindowLimit,
  at: number,
): { decision: AttemptDecision; state: RateState | undefined } {
  const { max, windowMs } = limit;
  const from = stored ?? FULL(limit, at);
  // A clock that went back fills nothing; the bucket never holds more than the limit.
  const level = Math.min(max, from.level + (Math.max(0, at - from.at) * max) / windowMs);
  // Nor does it move the stored time back: processes behind a load balancer read their own
  // clocks, and one a second behind would otherwise hand that second to the next call again.
  if (level >= 1)
    return { decision: { allowed: true }, state: { level: level - 1, at: Math.max(at, from.at) } };
  // Whole milliseconds first: the level's fractions would otherwise round 1000.0000001 ms up to 2 s.
  const waitMs = ((1 - level) * windowMs) / max;
  return {
    decision: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.round(waitMs) / 1000)) },
    state: stored,
  };
}

/** A stored state, read back; anything else (a new row, a row of another kind) is a key never used. */
export function rateStateOf(text: string): RateState | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const { level, at } = value as Record<string, unknown>;
    const valid = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
    return valid(level) && valid(at) ? { level, at } : undefined;
  } catch {
    return undefined;
  }
}
