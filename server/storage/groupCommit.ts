import { CompiledQuery, type Kysely, type Transaction } from 'kysely';

// Compiled once: each write runs three or four of them.
const SAVEPOINT = CompiledQuery.raw('savepoint group_write');
const RELEASE = CompiledQuery.raw('release savepoint group_write');
const ROLLBACK = CompiledQuery.raw('rollback to savepoint group_write');

type Work<DB, T> = (trx: Transaction<DB>) => Promise<T>;

interface Queued<DB> {
  work: Work<DB, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the writes asked for while the event loop was busy go to the database together, in
 * one transaction and so one sync to disk, instead of one sync each. Each write runs inside its own
 * savepoint, so one that fails (a version conflict, a duplicate reference) is undone alone and
 * rejected alone while the others go on; each caller is answered only after the transaction that
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

  /** Runs `work` in the next group's transaction; answers its result once that has committed. */
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
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const queued of group) {
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
}
