import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PreparedQuery } from './preparedQuery';

interface Db {
  notes: { id: number; text: string; kind: string };
}

describe('PreparedQuery', () => {
  let db: Kysely<Db>;
  let compiled: string[];

  beforeEach(async () => {
    compiled = [];
    db = new Kysely<Db>({
      dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
      log: (event) => {
        compiled.push(event.query.sql);
      },
    });
    await sql`create table notes (id integer primary key, text text not null, kind text not null)`.execute(
      db,
    );
    compiled = [];
  });
  afterEach(() => db.destroy());

  test('binds each run its own values, in the order given, to one SQL text compiled once', async () => {
    let builds = 0;
    const insert = new PreparedQuery(2, ([text, id]) => {
      builds += 1;
      return db.insertInto('notes').values({ id: id as never, text: text!, kind: 'note' });
    });
    await insert.run(db, ['first', 1]);
    await insert.run(db, ['second', 2]);
    expect(builds).toBe(1);
    expect(new Set(compiled).size).toBe(1);
    const rows = await db.selectFrom('notes').selectAll().orderBy('id').execute();
    // The value the query holds itself ('note') is kept as it was compiled.
    expect(rows).toEqual([
      { id: 1, text: 'first', kind: 'note' },
      { id: 2, text: 'second', kind: 'note' },
    ]);
  });

  test('answers the rows a query returns, and runs inside a transaction given to it', async () => {
    const byKind = new PreparedQuery(1, ([kind]) =>
      db.selectFrom('notes').select(['id', 'text']).where('kind', '=', kind!).orderBy('id'),
    );
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 7, text: 'seven', kind: 'draft' }).execute();
      expect((await byKind.run(trx, ['draft'])).rows).toEqual([{ id: 7, text: 'seven' }]);
    });
    expect((await byKind.run(db, ['note'])).rows).toEqual([]);
  });

  test('refuses a run given the wrong number of values', () => {
    const byId = new PreparedQuery(1, ([id]) =>
      db
        .selectFrom('notes')
        .selectAll()
        .where('id', '=', id as never),
    );
    expect(() => byId.run(db, [])).toThrow('0 values given, 1 expected');
  });
});
