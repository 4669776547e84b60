import type { Kysely } from 'kysely';
import type { Database } from './database';
import { Sweeper } from './sweeper';

/** Which proposals each device was seen on lately, shared by every server process on one database. */
export interface DeviceSightings {
  /**
   * Records `deviceId` on `proposalUuid` at `now`; answers on how many distinct proposals the
   * device was seen within the last `windowMs`, this one included.
   */
  record(deviceId: string, proposalUuid: string, now: Date, windowMs: number): Promise<number>;
}

/**
 * Sightings in the table `device_sightings`, one row per device and proposal (seen again: its time
 * moves on). The insert and the count are two statements: two processes recording the same device
 * at once each count at least every sighting committed before theirs, and the later one counts both.
 */
export class KyselyDeviceSightings implements DeviceSightings {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sweeper = new Sweeper(db),
  ) {}

  async record(deviceId: string, proposalUuid: string, now: Date, windowMs: number): Promise<number> {
    const seenAt = now.toISOString();
    await this.db
      .insertInto('device_sightings')
      .values({
        device_id: deviceId,
        proposal_uuid: proposalUuid,
        seen_at: seenAt,
        expires_at: new Date(now.getTime() + windowMs).toISOString(),
      })
      .onConflict((conflict) =>
        conflict.columns(['device_id', 'proposal_uuid']).doUpdateSet((eb) => ({
          seen_at: eb.ref('excluded.seen_at'),
          expires_at: eb.ref('excluded.expires_at'),
        })),
      )
      .execute();
    const row = await this.db
      .selectFrom('device_sightings')
      .select((eb) => eb.fn.countAll().as('proposals'))
      .where('device_id', '=', deviceId)
      .where('seen_at', '>=', new Date(now.getTime() - windowMs).toISOString())
      .executeTakeFirstOrThrow();
    await this.sweeper.maybeSweep('device_sightings', now);
    return Number(row.proposals);
  }
}
