import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { KyselyStore } from './kyselyStore';
import { OwnSchemaPostgresDialect } from './ownSchemaPostgres';
import { oneSyncAtATime, SyncedSqliteDialect, walFileSync, type WalSync } from './syncedSqlite';

export const DEFAULT_DATABASE_URL = 'sqlite:./data/vanquote.sqlite';

/**
 * Opens the store that `DATABASE_URL` names: `sqlite:<path>` (the embedded default; the file and
 * its folder are created on first start; `sqlite::memory:` for tests) or `postgres://...`.
 * `postgresSchema` confines a PostgreSQL store to one schema (tests use a fresh one each run).
 */
export function createStore(
  databaseUrl: string = DEFAULT_DATABASE_URL,
  options: {
    postgresSchema?: string;
    /** SQLite: how the write-ahead log is synced (syncedSqlite.ts); a test may watch it. */
    walSync?: WalSync;
  } = {},
): KyselyStore {
  if (databaseUrl.startsWith('sqlite:')) {
    return createSqliteStore(databaseUrl.slice('sqlite:'.length), options.walSync);
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl))
    return createPostgresStore(databaseUrl, options.postgresSchema);
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

function createSqliteStore(path: string, walSync?: WalSync): KyselyStore {
  const inMemory = path === ':memory:';
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  const database = new BetterSqlite3(path);
  // A write-ahead log, synced before a write is answered (SyncedSqliteDialect): a commit
  // acknowledged to a client survives a crash of the process and of the machine. SQLite's own
  // sync at each commit (synchronous = FULL) would hold up every request while the disk works.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const fileSync = inMemory || walSync ? undefined : walFileSync(path);
  const sync: WalSync = oneSyncAtATime(walSync ?? fileSync ?? (async () => {}));
  const dialect = new SyncedSqliteDialect(
    { database: reusingStatements(database) },
    () => database.inTransaction,
    sync,
  );
  return new KyselyStore('sqlite', new Kysely<Database>({ dialect }), async () => fileSync?.close());
}

/** How many prepared statements a SQLite store keeps: the store's queries are a few dozen texts. */
const KEPT_STATEMENTS = 256;

/**
 * The database as Kysely uses it, preparing each SQL text once rather than on every query (Kysely
 * asks for a new statement each time; preparing is a good part of a small query's cost). The
 * oldest statement goes when more texts than KEPT_STATEMENTS have been seen. Kysely runs one query
 * at a time on SQLite's single connection, so a kept statement is never in use twice at once.
 */
function reusingStatements(database: BetterSqlite3.Database): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare: (sql) => {
      let statement = kept.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
        kept.set(sql, statement);
      }
      return statement;
    },
  };
}

function createPostgresStore(connectionString: string, schema?: string): KyselyStore {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the database ends (a restart, an administrator, a failover) is reported
  // here and dropped by the pool; the next query opens a new one. Unheard, it would stop the process.
  pool.on('error', () => undefined);
  return new KyselyStore(
    'postgres',
    new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) }),
  );
}
