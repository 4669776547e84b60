import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import fixture from '../../schemas/examples/proposal.json';
import { createStore } from './createStore';
import type { Store } from './store';
import { storedJsonOf } from './storedJson';

let store: Store;
beforeAll(async () => {
  store = createStore('sqlite::memory:');
  await store.migrate();
});
afterAll(() => store.close());

test('a saved document answers the text the store wrote for it, which reads back as the document', async () => {
  const now = new Date('2026-11-20T10:00:00Z');
  const uuid = randomUUID();
  const document = fixture as unknown as Proposal;
  const created = await store.createProposal(
    { uuid, document, now, expiresAt: now },
    { type: 'proposal.created' },
  );
  const changed: Proposal = { ...document, email_address: 'changed@example.com' } as Proposal;
  const saved = await store.saveProposal(
    uuid,
    { document: changed, expectedVersion: created.version, now, expiresAt: now },
    { type: 'proposal.updated' },
  );
  const json = storedJsonOf(saved.document);
  expect(json).toBe(JSON.stringify(changed));
  expect((await store.getProposal(uuid))?.document).toEqual(JSON.parse(json!));
  // A document the store never wrote has none.
  expect(storedJsonOf({ ...changed })).toBeUndefined();
});
