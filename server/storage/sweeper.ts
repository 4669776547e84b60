import type { Kysely } from 'kysely';
import type { Database } from './database';

/** The shared-state tables whose rows carry an `expires_at` and are deleted once it has passed. */
export type ExpiringTable = 'attempt_windows' | 'used_tokens' | 'device_sightings';

/** How often one process deletes a table's expired rows: once a minute is enough to keep them few. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Deletes expired shared-state rows now and then, from the calls that use the tables, so no cron
 * or timer is needed. Each table is swept at most once per interval per process; several
 * processes sweeping the same rows is harmless. A sweep that fails is left to the next one: the
 * call it rode on has already done its work, and expired rows are never read as live.
 */
export class Sweeper {
  private readonly last = new Map<ExpiringTable, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly intervalMs = SWEEP_INTERVAL_MS,
  ) {}

  async maybeSweep(table: ExpiringTable, now: Date): Promise<void> {
    const at = now.getTime();
    const last = this.last.get(table);
    if (last !== undefined && at - last < this.intervalMs && at >= last) return;
    this.last.set(table, at);
    try {
      await this.db.deleteFrom(table).where('expires_at', '<', now.toISOString()).execute();
    } catch {
      // See above: the next sweep deletes what this one could not.
    }
  }
}
