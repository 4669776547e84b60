import type { Kysely } from 'kysely';
import type { Database } from './database';
import { Sweeper } from './sweeper';

/** Single-use claims on ids (bot-check tokens), shared by every server process on one database. */
export interface TokenClaims {
  /**
   * Claims `id` in `scope` until `expiresAt`: true for the first claim, false for every later one
   * while the first is unexpired. Atomic across processes.
   */
  claim(scope: string, id: string, expiresAt: Date, now: Date): Promise<boolean>;
}

/**
 * Claims in the table `used_tokens`, one row per claimed id, made by one insert: the primary key
 * decides between two processes claiming at once. A row whose claim has expired (not yet swept) may
 * be claimed again; the tokens themselves have expired by then and are refused before they get here.
 */
export class KyselyTokenClaims implements TokenClaims {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sweeper = new Sweeper(db),
  ) {}

  async claim(scope: string, id: string, expiresAt: Date, now: Date): Promise<boolean> {
    const result = await this.db
      .insertInto('used_tokens')
      .values({ scope, id, expires_at: expiresAt.toISOString() })
      .onConflict((conflict) =>
        conflict
          .columns(['scope', 'id'])
          .doUpdateSet((eb) => ({ expires_at: eb.ref('excluded.expires_at') }))
          .where('used_tokens.expires_at', '<', now.toISOString()),
      )
      .executeTakeFirst();
    await this.sweeper.maybeSweep('used_tokens', now);
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
