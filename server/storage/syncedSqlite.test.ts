import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import fixture from '../../schemas/examples/proposal.json';
import { createStore } from './createStore';
import { oneSyncAtATime, walFileSync } from './syncedSqlite';

const proposal = fixture as Proposal;
const now = new Date('2026-11-20T10:00:00.000Z');
const later = new Date('2026-11-20T11:00:00.000Z');

/** A log sync the test lets finish: each call waits until `finish()`. */
function heldSync() {
  let calls = 0;
  let waiting: (() => void)[] = [];
  const sync = () => {
    calls += 1;
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const finish = () => {
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  return { sync, finish, calls: () => calls, pending: () => waiting.length };
}

/** Whether `promise` has settled by the time the event loop has turned a few times. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('oneSyncAtATime', () => {
  test('runs one sync at a time; those asked for meanwhile share the next, begun after it', async () => {
    const held = heldSync();
    const sync = oneSyncAtATime(held.sync);
    const first = sync();
    const [second, third] = [sync(), sync()];
    expect(held.calls()).toBe(1);
    held.finish();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    // The next began only once the first had ended: it covers every commit before the asking.
    expect(held.calls()).toBe(2);
    expect(await settled(second)).toBe(false);
    held.finish();
    await Promise.all([second, third]);
    expect(held.calls()).toBe(2);
    // Nothing on its way: a sync begins at once.
    const fourth = sync();
    expect(held.calls()).toBe(3);
    held.finish();
    await fourth;
  });

  test('a failed sync fails its own callers only; the next is still made', async () => {
    let calls = 0;
    const sync = oneSyncAtATime(async () => {
      calls += 1;
      if (calls === 1) throw new Error('the disk refused');
    });
    const [first, second] = [sync(), sync()];
    await expect(first).rejects.toThrow(/disk refused/);
    await expect(second).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});

describe('a SQLite store syncing its log off the event loop', () => {
  const dir = mkdtempSync(join(tmpdir(), 'synced-sqlite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('answers a write only once the log holding it is synced, while reads go on', async () => {
    const held = heldSync();
    const store = createStore(`sqlite:${join(dir, 'held.sqlite')}`, { walSync: held.sync });
    const migrating = store.migrate();
    while (!(await settled(migrating))) held.finish();
    const first = randomUUID();
    const created = store.createProposal(
      { uuid: first, document: proposal, now, expiresAt: later },
      { type: 'proposal.created' },
    );
    const before = held.calls();
    expect(await settled(created)).toBe(false);
    expect(held.pending()).toBe(1);
    expect(held.calls()).toBe(before + 1);
    // The connection is free while the disk works: the row is read before the write is answered.
    expect((await store.getProposal(first))?.document).toEqual(proposal);
    held.finish();
    expect((await created).uuid).toBe(first);

    // A write outside a transaction waits for the sync too; a read never asks for one.
    const touched = store.touchProposal(first, later);
    expect(await settled(touched)).toBe(false);
    held.finish();
    await touched;
    const calls = held.calls();
    await store.getProposal(first);
    await store.listEvents(first);
    expect(held.calls()).toBe(calls);
    await store.close();
  });

  test('a failed sync fails the write it was for', async () => {
    const store = createStore(`sqlite:${join(dir, 'failing.sqlite')}`, {
      walSync: async () => {
        throw new Error('the disk refused');
      },
    });
    await expect(store.migrate()).rejects.toThrow(/disk refused/);
    await store.close();
  });

  test("syncs the database's own log file, and a database that never wrote has nothing to sync", async () => {
    const path = join(dir, 'file.sqlite');
    const sync = walFileSync(path);
    await sync();
    const store = createStore(`sqlite:${path}`);
    await store.migrate();
    await store.createProposal(
      { uuid: randomUUID(), document: proposal, now, expiresAt: later },
      { type: 'proposal.created' },
    );
    expect(existsSync(`${path}-wal`)).toBe(true);
    await sync();
    await sync.close();
    await store.close();
  });
});
