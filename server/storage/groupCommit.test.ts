import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { GroupCommit } from './groupCommit';

interface Db {
  notes: { id: number; text: string };
}

describe('GroupCommit', () => {
  let db: Kysely<Db>;
  let statements: string[];

  beforeEach(async () => {
    statements = [];
    db = new Kysely<Db>({
      dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
      log: (event) => {
        statements.push(event.query.sql.toLowerCase());
      },
    });
    await sql`create table notes (id integer primary key, text text not null unique)`.execute(db);
    statements = [];
  });
  afterEach(() => db.destroy());

  const insert = (group: GroupCommit<Db>, id: number, text: string) =>
    group.run(async (trx) => {
      await trx.insertInto('notes').values({ id, text }).execute();
      return id;
    });
  /** A write that inserts a row and then fails; `runs` counts the times it ran. */
  const failingWrite = (group: GroupCommit<Db>) => {
    let runs = 0;
    const failing = group.run(async (trx) => {
      runs += 1;
      await trx.insertInto('notes').values({ id: 10, text: 'written, then undone' }).execute();
      throw new Error('refused');
    });
    return { failing, runs: () => runs };
  };

  test('writes asked for together commit in one transaction, each answered with its own result', async () => {
    const group = new GroupCommit(db);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((id) => insert(group, id, `note ${id}`)));
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    expect(statements.filter((s) => s === 'begin')).toHaveLength(1);
    expect(statements.filter((s) => s === 'commit')).toHaveLength(1);
    expect(await db.selectFrom('notes').select('id').orderBy('id').execute()).toHaveLength(5);
  });

  test('a write that fails is undone and refused alone; the others are kept', async () => {
    const group = new GroupCommit(db);
    const failing = group.run(async (trx) => {
      await trx.insertInto('notes').values({ id: 10, text: 'written, then undone' }).execute();
      throw new Error('refused');
    });
    const results = await Promise.allSettled([
      insert(group, 1, 'one'),
      failing,
      insert(group, 2, 'one'), // the text is unique: the database refuses it
      insert(group, 3, 'three'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    const rows = await db.selectFrom('notes').select(['id', 'text']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, text: 'one' },
      { id: 3, text: 'three' },
    ]);
  });

  test('a group whose writes all succeed runs them without savepoints', async () => {
    const group = new GroupCommit(db);
    await Promise.all([1, 2, 3].map((id) => insert(group, id, `note ${id}`)));
    expect(statements.filter((s) => s.includes('savepoint'))).toEqual([]);
    expect(statements.filter((s) => s.startsWith('insert'))).toHaveLength(3);
  });

  test('a group with a failing write is undone and runs again, a savepoint a write', async () => {
    const group = new GroupCommit(db);
    const { failing, runs } = failingWrite(group);
    const results = await Promise.allSettled([insert(group, 1, 'one'), failing, insert(group, 2, 'two')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(runs()).toBe(2);
    expect(statements.filter((s) => s === 'begin')).toHaveLength(2);
    expect(statements.filter((s) => s === 'rollback')).toHaveLength(1);
    expect(statements.filter((s) => s.startsWith('savepoint'))).toHaveLength(3);
    const rows = await db.selectFrom('notes').select('id').orderBy('id').execute();
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  test('a write alone in its group that fails is undone and refused after one run', async () => {
    const group = new GroupCommit(db);
    const { failing, runs } = failingWrite(group);
    await expect(failing).rejects.toThrow('refused');
    expect(runs()).toBe(1);
    expect(statements.filter((s) => s.includes('savepoint'))).toEqual([]);
    expect(await db.selectFrom('notes').select('id').execute()).toEqual([]);
  });

  test('a write sees those queued before it, as if they ran one by one', async () => {
    const group = new GroupCommit(db);
    const [, count] = await Promise.all([
      insert(group, 1, 'first'),
      group.run(async (trx) => (await trx.selectFrom('notes').select('id').execute()).length),
    ]);
    expect(count).toBe(1);
  });

  test('writes asked for while a group commits go in the next group', async () => {
    const group = new GroupCommit(db);
    const first = insert(group, 1, 'first');
    const second = first.then(() => insert(group, 2, 'second'));
    await Promise.all([first, second]);
    expect(statements.filter((s) => s === 'commit')).toHaveLength(2);
  });
});
