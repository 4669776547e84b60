// Test support (not a test): a fresh, migrated store on each engine the tests can reach.
import pg from 'pg';
import { createStore } from '../../../server/storage/createStore';
import type { KyselyStore } from '../../../server/storage/kyselyStore';

export interface TestStore {
  store: KyselyStore;
  /** Closes the store and drops what was made for it. */
  done: () => Promise<void>;
}

export interface TestEngine {
  name: 'SQLite' | 'PostgreSQL';
  open: () => Promise<TestStore>;
}

let schemas = 0;

/**
 * SQLite in memory, and PostgreSQL in a schema of its own when TEST_DATABASE_URL is set (dropped
 * by `done`), each migrated. For `describe.each(testEngines())`.
 */
export function testEngines(postgresUrl = process.env.TEST_DATABASE_URL): TestEngine[] {
  const sqlite: TestEngine = {
    name: 'SQLite',
    open: async () => {
      const store = createStore('sqlite::memory:');
      await store.migrate();
      return { store, done: () => store.close() };
    },
  };
  if (!postgresUrl) return [sqlite];
  const postgres: TestEngine = {
    name: 'PostgreSQL',
    open: async () => {
      schemas += 1;
      const schema = `shared_test_${process.pid}_${Date.now()}_${schemas}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const store = createStore(postgresUrl, { postgresSchema: schema });
      try {
        await store.migrate();
      } catch (error) {
        // A store that cannot be opened leaves nothing behind in the shared database.
        await store.close();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
        throw error;
      }
      return {
        store,
        done: async () => {
          await store.close();
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
        },
      };
    },
  };
  return [sqlite, postgres];
}

/** A migrated SQLite store in memory, for unit tests of the pieces that keep state in the store. */
export async function memoryStore(): Promise<KyselyStore> {
  const store = createStore('sqlite::memory:');
  await store.migrate();
  return store;
}
