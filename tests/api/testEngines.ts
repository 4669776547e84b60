import pg from 'pg';
import { createStore } from '../../server/storage/createStore';
import { startTestApp, type TestApp } from './testApp';

export interface TestEngine {
  name: 'SQLite' | 'PostgreSQL';
  /** Starts the app over a fresh store; `drop` removes what it made (close the app first). */
  open: () => Promise<{ app: TestApp; drop: () => Promise<void> }>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The engines an API suite runs on: SQLite in memory always, and PostgreSQL in a schema of its
 * own when TEST_DATABASE_URL names a database.
 */
export const testEngines: TestEngine[] = [
  { name: 'SQLite', open: async () => ({ app: await startTestApp(), drop: async () => {} }) },
  ...(postgresUrl
    ? [
        {
          name: 'PostgreSQL' as const,
          open: async () => {
            const schema = `api_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
            const admin = new pg.Client({ connectionString: postgresUrl });
            await admin.connect();
            await admin.query(`CREATE SCHEMA ${schema}`);
            const drop = async () => {
              await admin.query(`DROP SCHEMA ${schema} CASCADE`);
              await admin.end();
            };
            try {
              const app = await startTestApp({ store: createStore(postgresUrl, { postgresSchema: schema }) });
              return { app, drop };
            } catch (error) {
              await drop();
              throw error;
            }
          },
        },
      ]
    : []),
];
