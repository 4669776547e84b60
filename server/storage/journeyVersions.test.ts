import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testEngines } from '../../tests/support/stores/testStores';
import { KyselyJourneyVersions } from './journeyVersions';
import type { KyselyStore } from './kyselyStore';

const T0 = new Date('2026-11-20T10:00:00.000Z');
const later = new Date('2026-11-21T10:00:00.000Z');

const shared = { type: 'object', properties: { b: { type: 'string' }, a: { type: 'integer' } } };
const first = {
  version: '0123456789abcdef',
  humanVersion: '2026.11.1',
  documents: {
    'journey.json': { version: '2026.11.1' },
    'steps/shared/x.json': shared,
    'lists/a.json': { x: 1 },
  },
};
const second = {
  version: 'fedcba9876543210',
  humanVersion: '2026.11.2',
  documents: {
    'journey.json': { version: '2026.11.2' },
    'steps/shared/x.json': shared,
    'lists/a.json': { x: 1 },
  },
};

describe.each(testEngines())('journey versions in the store on $name', ({ open }) => {
  let store: KyselyStore;
  let done: () => Promise<void>;
  let versions: KyselyJourneyVersions;
  beforeAll(async () => {
    ({ store, done } = await open());
    versions = new KyselyJourneyVersions(store.db);
  });
  afterAll(() => done());

  test('a version recorded is read back with its documents, and an unknown one is not found', async () => {
    expect(await versions.record(first, T0)).toBe(T0.toISOString());
    expect(await versions.get(first.version)).toEqual({ ...first, firstRunAt: T0.toISOString() });
    expect(await versions.get('0000000000000000')).toBeUndefined();
  });

  test('recording it again, by this process or another, keeps when it was first run', async () => {
    const [a, b] = await Promise.all([
      versions.record(first, later),
      new KyselyJourneyVersions(store.db).record(first, later),
    ]);
    expect([a, b]).toEqual([T0.toISOString(), T0.toISOString()]);
    expect((await versions.get(first.version))?.firstRunAt).toBe(T0.toISOString());
  });

  test('documents two versions share are kept once', async () => {
    await versions.record(second, later);
    expect((await versions.get(second.version))?.documents).toEqual(second.documents);
    const rows = await store.db.selectFrom('journey_documents').select('hash').execute();
    // journey.json differs; the step document and the list are shared.
    expect(rows).toHaveLength(4);
  });

  test('the first version kept is the one first run, whichever is recorded later', async () => {
    expect(await versions.first()).toBe(first.version);
  });
});
