import { type FileHandle, open } from 'node:fs/promises';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';

/** Makes every frame committed to the write-ahead log so far durable (on disk), off the event loop. */
export type WalSync = () => Promise<void>;

/**
 * The sync of a database's write-ahead log (`<path>-wal`): fdatasync on the libuv thread pool. The
 * log is made by the database's first write and stays the same file while the database is open.
 */
export function walFileSync(databasePath: string): WalSync & { close: () => Promise<void> } {
  let handle: Promise<FileHandle> | undefined;
  const sync = async () => {
    handle ??= open(`${databasePath}-wal`, 'r');
    try {
      await (await handle).datasync();
    } catch (error) {
      handle = undefined;
      // No log yet (a rolled-back first transaction wrote nothing): nothing to sync.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
  };
  const close = async () => {
    const opened = handle;
    handle = undefined;
    await (await opened?.catch(() => undefined))?.close();
  };
  return Object.assign(sync, { close });
}

/**
 * `sync` run at most once at a time: a caller who asks while one is on its way waits for the next,
 * begun when that one ends, which covers every commit made before it (a group commit of the
 * syncs: under load one sync serves many writes, instead of one each).
 */
export function oneSyncAtATime(sync: WalSync): WalSync {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const started = sync().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/**
 * SQLite through Kysely, where a write is answered only once the log holding it is on disk, but the
 * wait for the disk does not hold up the process. The database runs with `synchronous = NORMAL`,
 * so a commit writes its frames to the log without waiting for the disk (with FULL, SQLite's own
 * sync would stop the event loop, and every request with it, for each commit); a commit, or a
 * write outside a transaction, then syncs the log on the thread pool after the connection is
 * released, and its caller is answered after that. Other queries (the next group's writes, reads)
 * go on meanwhile. Durability is that of FULL: an acknowledged write survives a crash of the
 * process or of the machine.
 */
export class SyncedSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly inTransaction: () => boolean,
    private readonly sync: WalSync,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new SyncedDriver(super.createDriver(), this.inTransaction, this.sync);
  }
}

/** The one connection, noting a write that ended a transaction (or had none) and so needs the sync. */
class SyncedConnection implements DatabaseConnection {
  needsSync = false;

  constructor(
    private readonly inner: DatabaseConnection,
    private readonly inTransaction: () => boolean,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(compiledQuery);
    if (!SelectQueryNode.is(compiledQuery.query) && !this.inTransaction()) this.needsSync = true;
    return result;
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

class SyncedDriver implements Driver {
  private connection: SyncedConnection | undefined;

  constructor(
    private readonly inner: Driver,
    private readonly inTransaction: () => boolean,
    private readonly sync: WalSync,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.inner.acquireConnection();
    // SQLite has one connection: it is wrapped once.
    this.connection ??= new SyncedConnection(inner, this.inTransaction);
    return this.connection;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.savepoint!(connection, name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.releaseSavepoint!(connection, name, compile);
  }

  /** Releases the connection to the next query, then waits for the disk if this use wrote. */
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const synced = connection as SyncedConnection;
    const wrote = synced.needsSync;
    synced.needsSync = false;
    await this.inner.releaseConnection(connection);
    if (wrote) await this.sync();
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
