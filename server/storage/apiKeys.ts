import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import riskSchema from '../../schemas/entities/risk.schema.json';
import type { Database } from './database';

/** A key as the store knows it: never the key itself. */
export interface ApiKeyRecord {
  /** A short public id that names the key in `list`, `revoke` and the logs. */
  id: string;
  /** The integrator's name: the source of business of every proposal it sends. */
  name: string;
  /** Quotes the key may ask for in any minute. */
  perMinute: number;
  createdAt: string;
  revokedAt: string | null;
}

/** The integrators' API keys, in the store (table `api_keys`), one across server processes. */
export interface ApiKeys {
  /** Makes a key; the key itself is in the answer only, the store keeps its SHA-256. */
  issue(name: string, perMinute: number, now: Date): Promise<{ key: string; record: ApiKeyRecord }>;
  /** Revokes the key with this id, or every key of this name; answers the keys revoked. */
  revoke(idOrName: string, now: Date): Promise<ApiKeyRecord[]>;
  list(): Promise<ApiKeyRecord[]>;
  /** The live key a caller presented, or undefined for an unknown or revoked one. */
  verify(key: string): Promise<ApiKeyRecord | undefined>;
}

/** A key starts with this, so one pasted in the wrong place is recognised. */
const PREFIX = 'vqk_';

// A key's name becomes the proposal's source of business, so it follows that field's rule.
const sourceOfBusiness = riskSchema.properties.source_of_business;
const NAME = new RegExp(sourceOfBusiness.pattern);

/** Why a name cannot name a key, or undefined when it can. */
export function keyNameProblem(name: string): string | undefined {
  if (name.length === 0 || name.length > sourceOfBusiness.maxLength || !NAME.test(name)) {
    return `A key's name becomes the proposal's source of business: 1 to ${sourceOfBusiness.maxLength} letters, digits, '-' or '_'.`;
  }
  return undefined;
}

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

type Row = {
  id: string;
  name: string;
  per_minute: number;
  created_at: string | Date;
  revoked_at: string | Date | null;
};
const iso = (time: string | Date) => new Date(time).toISOString();
const toRecord = (row: Row): ApiKeyRecord => ({
  id: row.id,
  name: row.name,
  perMinute: Number(row.per_minute),
  createdAt: iso(row.created_at),
  revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
});
const COLUMNS = ['id', 'name', 'per_minute', 'created_at', 'revoked_at'] as const;

/**
 * Keys of 32 random bytes: a SHA-256 of one is as hard to reverse as the key is to guess, so a
 * plain hash (no salt, no stretching) keeps a copy of the table from opening the API, and a
 * presented key is found by its hash alone.
 */
export class KyselyApiKeys implements ApiKeys {
  constructor(private readonly db: Kysely<Database>) {}

  async issue(name: string, perMinute: number, now: Date) {
    const problem = keyNameProblem(name);
    if (problem) throw new Error(problem);
    if (!Number.isInteger(perMinute) || perMinute < 1)
      throw new Error('perMinute must be a whole number from 1');
    const id = randomBytes(6).toString('hex');
    const key = `${PREFIX}${id}_${randomBytes(32).toString('base64url')}`;
    const row = { id, name, per_minute: perMinute, created_at: now.toISOString(), revoked_at: null };
    await this.db
      .insertInto('api_keys')
      .values({ ...row, key_hash: hash(key) })
      .execute();
    return { key, record: toRecord(row) };
  }

  async revoke(idOrName: string, now: Date) {
    const rows = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: now.toISOString() })
      .where((eb) => eb.or([eb('id', '=', idOrName), eb('name', '=', idOrName)]))
      .where('revoked_at', 'is', null)
      .returning(COLUMNS)
      .execute();
    return rows.map(toRecord);
  }

  async list() {
    const rows = await this.db.selectFrom('api_keys').select(COLUMNS).orderBy('created_at').execute();
    return rows.map(toRecord);
  }

  async verify(key: string) {
    if (!key.startsWith(PREFIX) || key.length > 200) return undefined;
    const row = await this.db
      .selectFrom('api_keys')
      .select(COLUMNS)
      .where('key_hash', '=', hash(key))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }
}
