import { CompiledQuery, type Kysely, type Transaction } from 'kysely';

// Compiled once: each write of a group run again after a failure runs two or three of them.
const SAVEPOINT = CompiledQuery.raw('savepoint group_write');
const RELEASE = CompiledQuery.raw('release savepoint group_write');
const ROLLBACK = CompiledQuery.raw('rollback to savepoint group_write');

type Work<DB, T> = (trx: Transaction<DB>) => Promise<T>;

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Thrown to undo a group run without savepoints whose write failed, so that it runs again. */
const FAILED_WRITE = new Error('A write of the group failed: the group is run again, a savepoint a write');

interface Queued<DB> {
  work: Work<DB, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the writes asked for while the event loop was busy go to the database together, in
 * one transaction and so one sync to disk, instead of one sync each. A write that fails (a version
 * conflict, a duplicate reference) is undone alone and rejected alone while the others go on: the
 * group first runs without savepoints (two statements a write fewer, for the groups where every
 * write succeeds, nearly all), and when one fails the whole transaction is undone and the group
 * runs again with each write inside its own savepoint. Each caller is answered only after the transaction that
 * holds its write has committed, so an acknowledged write is as durable as it was with a
 * transaction of its own. A write sees the writes queued before it, as if they ran one by one.
 *
 * SQLite (better-sqlite3) syncs on the event loop's thread: while one commit waits for the disk,
 * the requests that arrive queue behind it and all go in the next commit.
 */
export class GroupCommit<DB> {
  private queue: Queued<DB>[] = [];
  private scheduled = false;

  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Runs `work` in the next group's transaction; answers its result once that has committed.
   * `work` may run twice (see above): it acts only through its transaction, and answers the same
   * for the same database.
   */
  run<T>(work: Work<DB, T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // After the I/O callbacks of this turn of the event loop: every request already read
        // queues its write before the group starts.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const group = this.queue;
    this.queue = [];
    this.scheduled = false;
    let outcomes: Outcome[];
    try {
      // A write that fails may have written part of its work: without a savepoint it cannot be
      // undone alone, so the whole group is, and runs again with one a write.
      outcomes = (await this.attempt(group, false)) ?? (await this.attempt(group, true))!;
    } catch (error) {
      // The commit failed: nothing of the group was written, and no one is told otherwise.
      for (const queued of group) queued.reject(error);
      return;
    }
    group.forEach((queued, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) queued.resolve(outcome.value);
      else queued.reject(outcome.error);
    });
  }

  /**
   * The group's writes in one transaction. Without savepoints, the first write that fails undoes
   * the transaction: nothing was written, and the answer is undefined (the group is to run again),
   * or that write's failure when it was the group's only write.
   */
  private async attempt(group: Queued<DB>[], savepoints: boolean): Promise<Outcome[] | undefined> {
    const outcomes: Outcome[] = [];
    let failure: unknown;
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const queued of group) {
          if (!savepoints) {
            try {
              outcomes.push({ ok: true, value: await queued.work(trx) });
            } catch (error) {
              failure = error;
              throw FAILED_WRITE;
            }
            continue;
          }
          await trx.executeQuery(SAVEPOINT);
          try {
            outcomes.push({ ok: true, value: await queued.work(trx) });
            await trx.executeQuery(RELEASE);
          } catch (error) {
            await trx.executeQuery(ROLLBACK);
            await trx.executeQuery(RELEASE);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      if (error !== FAILED_WRITE) throw error;
      // A write alone in its group was undone with the transaction: its answer is known.
      return group.length === 1 ? [{ ok: false, error: failure }] : undefined;
    }
    return outcomes;
  }
}
