import { Writable } from 'node:stream';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { createLogger } from '../../../server/logger';
import type { Database } from '../../../server/storage/database';
import { migrationProvider } from '../../../server/storage/migrations';
import { OwnSchemaPostgresDialect } from '../../../server/storage/ownSchemaPostgres';

/** For tests: an in-memory SQLite database with every migration applied. */
export async function outboxTestDb(): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
  });
  const { error } = await new Migrator({ db, provider: migrationProvider('sqlite') }).migrateToLatest();
  if (error) throw error;
  return db;
}

/**
 * For tests: a fresh schema in the PostgreSQL database `url` (TEST_DATABASE_URL) with every
 * migration applied. `drop()` removes the schema; destroy the Kysely first.
 */
export async function postgresOutboxTestDb(
  url: string,
): Promise<{ db: Kysely<Database>; drop: () => Promise<void> }> {
  const schema = `outbox_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  // Kysely looks for its migration tables in every schema unless told which (as the store does):
  // another run's schema left in the database would be taken for this one's.
  const { error } = await new Migrator({
    db,
    provider: migrationProvider('postgres'),
    migrationTableSchema: schema,
  }).migrateToLatest();
  if (error) throw error;
  return {
    db,
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** For tests: a logger whose lines are kept in `lines`. */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('debug', sink), lines };
}
