import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testEngines } from '../../tests/support/stores/testStores';
import type { KyselyStore } from './kyselyStore';
import { KyselyApiKeys, keyNameProblem } from './apiKeys';

const NOW = new Date('2026-11-20T10:00:00.000Z');

describe('the name a key may have: a source of business', () => {
  test.each([
    ['104', true],
    ['acme-broker_2', true],
    ['a'.repeat(20), true],
    ['', false],
    ['a'.repeat(21), false],
    ['acme broker', false],
    ['acme/broker', false],
  ])('%j: %s', (name, allowed) => {
    expect(keyNameProblem(name) === undefined).toBe(allowed);
  });
});

describe.each(testEngines())('API keys on $name', (engine) => {
  let store: KyselyStore;
  let done: () => Promise<void>;
  let keys: KyselyApiKeys;
  beforeAll(async () => {
    ({ store, done } = await engine.open());
    keys = new KyselyApiKeys(store.db);
  });
  afterAll(async () => done());

  test('an issued key is found by itself only, and kept as its SHA-256', async () => {
    const { key, record } = await keys.issue('acme', 30, NOW);
    expect(record).toEqual({
      id: record.id,
      name: 'acme',
      perMinute: 30,
      createdAt: NOW.toISOString(),
      revokedAt: null,
    });
    expect(await keys.verify(key)).toEqual(record);
    expect(await keys.verify(`${key}x`)).toBeUndefined();
    expect(await keys.verify(key.replace(record.id, '000000000000'))).toBeUndefined();
    expect(await keys.verify('')).toBeUndefined();
    const row = await store.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', record.id)
      .executeTakeFirst();
    expect(row?.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    // The part after the prefix and the id: its base64url may itself hold an underscore.
    expect(JSON.stringify(row)).not.toContain(key.split('_').slice(2).join('_'));
  });

  test('two keys of one name are two keys; revoking the name revokes both, revoking an id one', async () => {
    const first = await keys.issue('broker', 5, NOW);
    const second = await keys.issue('broker', 5, NOW);
    const third = await keys.issue('other', 5, NOW);
    expect(first.key).not.toBe(second.key);
    expect((await keys.revoke(third.record.id, NOW)).map((r) => r.id)).toEqual([third.record.id]);
    expect((await keys.revoke('broker', NOW)).map((r) => r.id).sort()).toEqual(
      [first.record.id, second.record.id].sort(),
    );
    for (const { key } of [first, second, third]) expect(await keys.verify(key)).toBeUndefined();
    expect(await keys.revoke('broker', NOW)).toEqual([]);
    const listed = await keys.list();
    expect(listed.find((r) => r.id === first.record.id)?.revokedAt).toBe(NOW.toISOString());
  });

  test('a name that is no source of business, or a limit below 1, is refused', async () => {
    await expect(keys.issue('no spaces', 5, NOW)).rejects.toThrow(/source of business/);
    await expect(keys.issue('fine', 0, NOW)).rejects.toThrow(/perMinute/);
  });
});
