import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStore } from './createStore';
import type { KyselyStore } from './kyselyStore';

// A PostgreSQL store's introspection (what its migrations ask) reads its own schema only: a
// schema of another session, dropped while a migration runs, cannot fail it.

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL store looks only at its own schema', () => {
  const mine = `own_schema_test_${process.pid}_${Date.now()}`;
  const other = `${mine}_other`;
  const admin = new pg.Client({ connectionString: url });
  let store: KyselyStore;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${mine}`);
    await admin.query(`CREATE SCHEMA ${other}`);
    await admin.query(`CREATE TABLE ${other}.payments (id text, provider_reference text)`);
    await admin.query(`CREATE TABLE ${other}.stranger (id serial primary key)`);
    store = createStore(url!, { postgresSchema: mine });
    await store.migrate();
  });

  afterAll(async () => {
    await store.close();
    await admin.query(`DROP SCHEMA ${mine} CASCADE`);
    await admin.query(`DROP SCHEMA IF EXISTS ${other} CASCADE`);
    await admin.end();
  });

  test('its tables, the migration tables included when asked, and no other schema', async () => {
    const tables = await store.db.introspection.getTables({ withInternalKyselyTables: true });
    const names = tables.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['proposals', 'payments', 'kysely_migration']));
    expect(names).not.toContain('stranger');
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([mine]));
    const payments = tables.find((t) => t.name === 'payments')!;
    expect(payments.columns.map((c) => c.name)).toContain('provider_reference');
    const without = await store.db.introspection.getTables({ withInternalKyselyTables: false });
    expect(without.map((t) => t.name)).not.toContain('kysely_migration');
    expect(await store.db.introspection.getSchemas()).toEqual([{ name: mine }]);
  });

  test('migrating again while another schema is dropped finds the work done', async () => {
    await Promise.all([store.migrate(), admin.query(`DROP SCHEMA ${other} CASCADE`)]);
    expect(await store.pendingMigrations()).toEqual([]);
  });
});
