import type { Kysely } from 'kysely';
import type { Database } from './database';
import { type ApiKeys, KyselyApiKeys } from './apiKeys';
import { type AttemptWindows, KyselyAttemptWindows } from './attemptWindows';
import { type DeviceSightings, KyselyDeviceSightings } from './deviceSightings';
import { type JourneyVersionStore, KyselyJourneyVersions } from './journeyVersions';
import { Sweeper } from './sweeper';
import { KyselyTokenClaims, type TokenClaims } from './tokenClaims';

/**
 * The state that must be one across server processes behind a load balancer: attempt limits, used
 * bot-check tokens, device history. It lives in the store's database, so N processes on one
 * PostgreSQL enforce one limit; nothing of it is kept in a process's memory.
 */
export interface SharedState {
  attempts: AttemptWindows;
  tokens: TokenClaims;
  devices: DeviceSightings;
  /** Every journey version a process has run, with its documents (a proposal stays on its own). */
  journeyVersions: JourneyVersionStore;
  /** The integrators' API keys (hashed), issued by `npm run api-key`. */
  apiKeys: ApiKeys;
}

/** The shared state over the store's query layer (`store.db`), on SQLite or PostgreSQL alike. */
export function createSharedState(db: Kysely<Database>): SharedState {
  const sweeper = new Sweeper(db);
  return {
    attempts: new KyselyAttemptWindows(db, sweeper),
    tokens: new KyselyTokenClaims(db, sweeper),
    devices: new KyselyDeviceSightings(db, sweeper),
    journeyVersions: new KyselyJourneyVersions(db),
    apiKeys: new KyselyApiKeys(db),
  };
}
