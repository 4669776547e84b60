import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import fixture from '../../schemas/examples/proposal.json';
import { normalisePostcode } from '../../schemas/src/formats/ukPostcode';
import { createStore } from './createStore';
import { testEngines } from '../../tests/support/stores/testStores';
import type { KyselyStore } from './kyselyStore';
import { ProposalNotFoundError, type Store, VersionConflictError } from './store';

const proposal = fixture as Proposal;
const now = new Date('2026-11-20T10:00:00.000Z');
const later = new Date('2026-11-20T11:00:00.000Z');

/** The same behaviour is asked of every engine. */
function storeSuite(open: () => Promise<{ store: Store; done: () => Promise<void> }>) {
  let store: Store;
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ store, done } = await open());
    await store.migrate();
    await store.migrate(); // migrating twice is harmless
  });
  afterAll(async () => done());

  test('creates a proposal, derives its query columns and records the event', async () => {
    const uuid = randomUUID();
    const record = await store.createProposal(
      { uuid, document: proposal, now, expiresAt: later },
      { type: 'proposal.created' },
    );
    expect(record).toMatchObject({
      uuid,
      version: 1,
      isQuoted: false,
      isPurchased: false,
      postcode: normalisePostcode(proposal.risk?.proposer?.address?.postcode ?? ''),
      dateOfBirth: proposal.risk?.proposer?.date_of_birth,
      createdAt: now.toISOString(),
      expiresAt: later.toISOString(),
    });
    expect(record.document).toEqual(proposal);
    const events = await store.listEvents(uuid);
    expect(events.map((e) => e.type)).toEqual(['proposal.created']);
  });

  test('round-trips the document exactly, with unicode and nested arrays', async () => {
    const uuid = randomUUID();
    const document: Proposal = {
      ...proposal,
      risk: {
        ...proposal.risk,
        proposer: {
          ...proposal.risk?.proposer,
          name: { title: 'Ms', forenames: 'Zoë Siân', surname: 'O’Brien' },
        },
      },
    };
    await store.createProposal({ uuid, document, now, expiresAt: later }, { type: 'proposal.created' });
    expect((await store.getProposal(uuid))?.document).toEqual(document);
  });

  test('saves with optimistic concurrency and appends an event per save', async () => {
    const uuid = randomUUID();
    await store.createProposal(
      { uuid, document: proposal, now, expiresAt: later },
      { type: 'proposal.created' },
    );
    const quoted: Proposal = {
      ...proposal,
      is_quoted: true,
      quote: { is_quoted: true, reference: '12345-67890-12345' },
    };
    const saved = await store.saveProposal(
      uuid,
      { document: quoted, expectedVersion: 1, now: later, expiresAt: later },
      { type: 'quote.created', data: { premium: 512.34 } },
    );
    expect(saved).toMatchObject({
      version: 2,
      isQuoted: true,
      reference: '12345-67890-12345',
      updatedAt: later.toISOString(),
    });
    await expect(
      store.saveProposal(
        uuid,
        { document: proposal, expectedVersion: 1, now: later, expiresAt: later },
        { type: 'proposal.updated' },
      ),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect((await store.getProposal(uuid))?.version).toBe(2);
    expect((await store.listEvents(uuid)).map((e) => [e.type, e.data])).toEqual([
      ['proposal.created', {}],
      ['quote.created', { premium: 512.34 }],
    ]);
    expect((await store.findProposalByReference('12345-67890-12345'))?.uuid).toBe(uuid);
  });

  test("each save leaves the row's query columns those of its document", async () => {
    const uuid = randomUUID();
    // References are unique across the store's proposals.
    const reference = () =>
      `${randomInt(10_000, 99_999)}-${randomInt(10_000, 99_999)}-${randomInt(10_000, 99_999)}`;
    const first = reference();
    const second = reference();
    const { db } = store as KyselyStore;
    const columns = () =>
      db
        .selectFrom('proposals')
        .select(['reference', 'postcode', 'date_of_birth'])
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow();
    const living = (postcode: string, dateOfBirth: string, reference?: string): Proposal => ({
      ...proposal,
      ...(reference ? { quote: { is_quoted: true, reference } } : {}),
      risk: {
        ...proposal.risk,
        proposer: { ...proposal.risk?.proposer, date_of_birth: dateOfBirth, address: { postcode } },
      },
    });
    let version = (
      await store.createProposal(
        { uuid, document: living('ls6 1hr', '1984-06-14'), now, expiresAt: later },
        { type: 'proposal.created' },
      )
    ).version;
    /** A save made behind this store's back, as another process would make it. */
    const writeBehind = (document: Proposal, postcode: string, at: number) =>
      db
        .updateTable('proposals')
        .set({ document: JSON.stringify(document), postcode, version: at, updated_at: now.toISOString() })
        .where('uuid', '=', uuid)
        .execute();
    const steps: [Proposal, { reference: string | null; postcode: string; date_of_birth: string }][] = [
      [
        living('ls6 1hr', '1984-06-14', first),
        { reference: first, postcode: 'LS6 1HR', date_of_birth: '1984-06-14' },
      ],
      [
        living('ls6 1hr', '1984-06-14', first),
        { reference: first, postcode: 'LS6 1HR', date_of_birth: '1984-06-14' },
      ],
      [
        living('M1 1AE', '1984-06-14', first),
        { reference: first, postcode: 'M1 1AE', date_of_birth: '1984-06-14' },
      ],
      [living('M1 1AE', '1990-01-31'), { reference: first, postcode: 'M1 1AE', date_of_birth: '1990-01-31' }],
      [
        living('M1 1AE', '1990-01-31', second),
        { reference: second, postcode: 'M1 1AE', date_of_birth: '1990-01-31' },
      ],
    ];
    for (const [document, expected] of steps) {
      version = (
        await store.saveProposal(
          uuid,
          { document, expectedVersion: version, now: later, expiresAt: later },
          { type: 'proposal.updated' },
        )
      ).version;
      expect(await columns()).toEqual(expected);
    }
    // Another process's save moves the postcode; this one then reads and moves it back.
    const elsewhere = living('SW1A 1AA', '1990-01-31', second);
    await writeBehind(elsewhere, 'SW1A 1AA', version + 1);
    expect((await store.getProposal(uuid))?.document).toEqual(elsewhere);
    await store.saveProposal(
      uuid,
      {
        document: living('M1 1AE', '1990-01-31', second),
        expectedVersion: version + 1,
        now: later,
        expiresAt: later,
      },
      { type: 'proposal.updated' },
    );
    expect(await columns()).toEqual({ reference: second, postcode: 'M1 1AE', date_of_birth: '1990-01-31' });
    // A row whose column another process derived otherwise (an older spelling of the postcode)
    // is written as this one derives it, though the document's answer did not change.
    const current = living('M1 1AE', '1990-01-31', second);
    await writeBehind(current, 'M11AE', version + 3);
    const read = await store.getProposal(uuid);
    expect(read).toMatchObject({ version: version + 3, postcode: 'M11AE' });
    await store.saveProposal(
      uuid,
      { document: current, expectedVersion: version + 3, now: later, expiresAt: later },
      { type: 'proposal.updated' },
    );
    expect(await columns()).toEqual({ reference: second, postcode: 'M1 1AE', date_of_birth: '1990-01-31' });
  });

  test('a refused save writes nothing, not even its event', async () => {
    const uuid = randomUUID();
    await expect(
      store.saveProposal(
        uuid,
        { document: proposal, expectedVersion: 1, now, expiresAt: later },
        { type: 'proposal.updated' },
      ),
    ).rejects.toBeInstanceOf(ProposalNotFoundError);
    expect(await store.getProposal(uuid)).toBeUndefined();
    expect(await store.listEvents(uuid)).toEqual([]);
  });

  test('a read answers the document this store last wrote, and what another process saved since', async () => {
    const uuid = randomUUID();
    const created = await store.createProposal(
      { uuid, document: proposal, now, expiresAt: later },
      { type: 'proposal.created' },
    );
    // The very object written: the row's document is neither fetched nor parsed again.
    expect((await store.getProposal(uuid))?.document).toBe(created.document);
    // Another process's save (a new version), written straight to the table.
    const changed: Proposal = { ...proposal, is_pay_monthly: !proposal.is_pay_monthly };
    const { db } = store as KyselyStore;
    await db
      .updateTable('proposals')
      .set({ document: JSON.stringify(changed), version: 2, updated_at: later.toISOString() })
      .where('uuid', '=', uuid)
      .execute();
    const read = await store.getProposal(uuid);
    expect(read).toMatchObject({ version: 2, updatedAt: later.toISOString(), document: changed });
    expect((await store.getProposal(uuid))?.document).toBe(read?.document);
  });

  test('touching moves the expiry without a new version', async () => {
    const uuid = randomUUID();
    await store.createProposal(
      { uuid, document: proposal, now, expiresAt: later },
      { type: 'proposal.created' },
    );
    const evenLater = new Date('2026-11-20T12:00:00.000Z');
    await store.touchProposal(uuid, evenLater);
    expect(await store.getProposal(uuid)).toMatchObject({ version: 1, expiresAt: evenLater.toISOString() });
  });

  test('events are append-only', async () => {
    const uuid = randomUUID();
    await store.createProposal(
      { uuid, document: proposal, now, expiresAt: later },
      { type: 'proposal.created' },
    );
    await store.appendEvent(uuid, { type: 'note', data: { n: 1 } }, later);
    expect((await store.listEvents(uuid)).map((e) => e.type)).toEqual(['proposal.created', 'note']);
    await expect(store.appendEvent(randomUUID(), { type: 'orphan' }, later)).rejects.toThrow();
  });

  test('unknown uuids and references are absent', async () => {
    expect(await store.getProposal(randomUUID())).toBeUndefined();
    expect(await store.findProposalByReference('00000-00000-00000')).toBeUndefined();
    await store.ping();
  });
}

describe('SQLite store (in memory)', () => {
  storeSuite(async () => {
    const store = createStore('sqlite::memory:');
    return { store, done: () => store.close() };
  });
});

describe('SQLite store (file)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vanquote-store-'));
  storeSuite(async () => {
    const store = createStore(`sqlite:${join(dir, 'nested', 'store.sqlite')}`);
    return {
      store,
      done: async () => {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });

  test('a write acknowledged before the process dies is still there', async () => {
    const file = join(dir, 'crash.sqlite');
    const uuid = randomUUID();
    // A child process writes, reports success, and is killed without closing the database.
    const script = `
      import { createStore } from './server/storage/createStore.ts';
      const store = createStore('sqlite:${file}');
      await store.migrate();
      await store.createProposal({ uuid: '${uuid}', document: { risk: {} }, now: new Date(), expiresAt: new Date() }, { type: 'proposal.created' });
      process.stdout.write('acknowledged');
      process.kill(process.pid, 'SIGKILL');
    `;
    let output: string;
    try {
      output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        encoding: 'utf8',
      });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? '');
    }
    expect(output).toBe('acknowledged');
    const store = createStore(`sqlite:${file}`);
    await store.migrate();
    expect((await store.getProposal(uuid))?.document).toEqual({ risk: {} });
    await store.close();
  });
});

const postgres = testEngines().find((engine) => engine.name === 'PostgreSQL');
describe.skipIf(!postgres)('PostgreSQL store (TEST_DATABASE_URL)', () => {
  storeSuite(() => postgres!.open());
});
