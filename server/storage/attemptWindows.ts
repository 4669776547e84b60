import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database';
import { rateAttempt, rateStateOf } from './rateWindow';
import { retryOnDeadlock } from './retryOnDeadlock';
import { Sweeper } from './sweeper';

/** One sliding window: at most `max` attempts in any `windowMs`. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** A key attempts are counted against (a client, a reference, an e-mail address), and its limit. */
export interface AttemptKey {
  /** What kind of key, e.g. "recall.client"; the same key in two scopes counts twice. */
  scope: string;
  key: string;
  limit: WindowLimit;
  /**
   * The key names one action (a press of a button, by its idempotency key) rather than who acts:
   * while it is full, the attempt repeats one already counted, and is allowed counting nothing.
   */
  repeats?: boolean;
}

export type AttemptDecision =
  | { allowed: true }
  /** Refused; the caller may try again after this many whole seconds (at least 1). */
  | { allowed: false; retryAfterSeconds: number };

/** Attempt counters shared by every server process on one database. */
export interface AttemptWindows {
  /**
   * Counts one attempt at `now` against every key when each has room; otherwise counts nothing
   * and says how long until all of them have. An attempt whose `repeats` key is full is allowed,
   * counting nothing. Atomic across processes.
   */
  attempt(keys: AttemptKey[], now: Date): Promise<AttemptDecision>;
  /**
   * Counts one attempt at `now` against a high limit (an integrator's quotes a minute) when it
   * has room, as `attempt` does, but as a rate counted in two numbers whatever the limit
   * (rateWindow.ts: `max` at once after a quiet `windowMs`, then `max` a window). Atomic across
   * processes.
   */
  rate(key: AttemptKey, now: Date): Promise<AttemptDecision>;
  /** Forgets the attempts counted against a key. */
  forget(scope: string, key: string): Promise<void>;
}

/**
 * Sliding windows in the table `attempt_windows`: one row per key holding the times of its last
 * `max` attempts (JSON, ms). An attempt locks the rows of its keys (in one order, so two attempts
 * never wait on each other crosswise), decides, and writes, in one transaction: on PostgreSQL the
 * upsert that reads a row holds its lock until commit, so concurrent attempts from any process
 * are decided one after the other; SQLite has one writer at a time.
 */
export class KyselyAttemptWindows implements AttemptWindows {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sweeper = new Sweeper(db),
  ) {}

  async attempt(keys: AttemptKey[], now: Date): Promise<AttemptDecision> {
    const at = now.getTime();
    const ordered = [...keys].sort((a, b) => compare(a.scope, b.scope) || compare(a.key, b.key));
    const decision = await retryOnDeadlock(() =>
      this.db.transaction().execute(async (trx) => {
        const recent: number[][] = [];
        for (const key of ordered) recent.push(inWindow(await lockTimes(trx, key, now), key.limit, at));
        const waits = ordered.map((key, i) => waitMs(recent[i] as number[], key.limit, at));
        if (ordered.some((key, i) => key.repeats === true && (waits[i] as number) > 0)) {
          return { allowed: true as const };
        }
        const wait = Math.max(0, ...waits);
        if (wait > 0)
          return { allowed: false as const, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
        for (const [i, key] of ordered.entries()) {
          await writeRow(trx, key, [...(recent[i] as number[]), at].slice(-key.limit.max), at);
        }
        return { allowed: true as const };
      }),
    );
    await this.sweeper.maybeSweep('attempt_windows', now);
    return decision;
  }

  async rate(key: AttemptKey, now: Date): Promise<AttemptDecision> {
    const at = now.getTime();
    const decision = await retryOnDeadlock(() =>
      this.db.transaction().execute(async (trx) => {
        const { decision, state } = rateAttempt(rateStateOf(await lockRow(trx, key, now)), key.limit, at);
        // A row swept once its window has passed reads as a full bucket, as the key then is.
        if (decision.allowed && state) await writeRow(trx, key, state, at);
        return decision;
      }),
    );
    await this.sweeper.maybeSweep('attempt_windows', now);
    return decision;
  }

  async forget(scope: string, key: string): Promise<void> {
    await this.db.deleteFrom('attempt_windows').where('scope', '=', scope).where('key', '=', key).execute();
  }
}

/**
 * The key's stored times, its row created when new (empty, already expired) and locked until the
 * transaction ends: an upsert that changes nothing still takes the row's lock, on both engines.
 */
async function lockTimes(trx: Transaction<Database>, key: AttemptKey, now: Date): Promise<number[]> {
  const times: unknown = JSON.parse(await lockRow(trx, key, now));
  return Array.isArray(times) ? times.filter((time): time is number => typeof time === 'number') : [];
}

/** The key's row, locked by lockRow, with what it now holds: kept for one window from `at`. */
async function writeRow(
  trx: Transaction<Database>,
  key: AttemptKey,
  held: unknown,
  at: number,
): Promise<void> {
  await trx
    .updateTable('attempt_windows')
    .set({ times: JSON.stringify(held), expires_at: new Date(at + key.limit.windowMs).toISOString() })
    .where('scope', '=', key.scope)
    .where('key', '=', key.key)
    .execute();
}

/** The key's row's stored text, the row created when new (`[]`, already expired) and locked. */
async function lockRow(trx: Transaction<Database>, key: AttemptKey, now: Date): Promise<string> {
  const row = await trx
    .insertInto('attempt_windows')
    .values({ scope: key.scope, key: key.key, times: '[]', expires_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.columns(['scope', 'key']).doUpdateSet((eb) => ({ scope: eb.ref('excluded.scope') })),
    )
    .returning('times')
    .executeTakeFirstOrThrow();
  return row.times;
}

const inWindow = (times: number[], limit: WindowLimit, at: number) =>
  times.filter((time) => time > at - limit.windowMs);

/** 0 when one more attempt is allowed at `at`; otherwise how long until the oldest counted one leaves. */
function waitMs(recent: number[], limit: WindowLimit, at: number): number {
  if (recent.length < limit.max) return 0;
  const oldest = recent[recent.length - limit.max] as number;
  return oldest + limit.windowMs - at;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
