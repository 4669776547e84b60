import { afterAll, beforeAll } from 'vitest';
import { testEngines as storeEngines } from '../support/stores/testStores';
import { buildTestApp, type TestApp } from '../support/testApp';

export interface TestEngine {
  name: 'SQLite' | 'PostgreSQL';
  /** Starts the app over a fresh store; `drop` closes the store and removes what it made (close the app first). */
  open: () => Promise<{ app: TestApp; drop: () => Promise<void> }>;
}

/**
 * The engines an API suite runs on: SQLite in memory always, and PostgreSQL in a schema of its
 * own when TEST_DATABASE_URL names a database.
 */
export const testEngines: TestEngine[] = storeEngines().map(({ name, open }) => ({
  name,
  open: async () => {
    const { store, done } = await open();
    try {
      return { app: await buildTestApp({ store }), drop: done };
    } catch (error) {
      await done();
      throw error;
    }
  },
}));

/**
 * The app of a describe block on `engine`: opened before its tests, closed and its store dropped
 * after them. Read `app` inside the tests (it is set once the block starts).
 */
export function appOn(engine: Pick<TestEngine, 'open'>): { readonly app: TestApp } {
  let opened: { app: TestApp; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await engine.open();
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.drop();
  });
  return {
    get app() {
      if (!opened) throw new Error('the app is opened before the tests run');
      return opened.app;
    },
  };
}
