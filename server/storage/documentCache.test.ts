import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import fixture from '../../schemas/examples/proposal.json';
import { createStore } from './createStore';
import { DocumentCache } from './documentCache';
import { storedJsonOf } from './storedJson';

const proposal = fixture as Proposal;
const now = new Date('2026-11-20T10:00:00.000Z');
const later = new Date('2026-11-20T11:00:00.000Z');

describe('DocumentCache', () => {
  const indexed = { reference: null, postcode: 'LS6 1HR', dateOfBirth: '1984-06-14' };
  const held = (document: Proposal, version = 1) => ({
    document,
    version,
    updatedAt: now.toISOString(),
    indexed,
  });

  test('answers what it holds for a uuid, with the version it was stored at', () => {
    const cache = new DocumentCache(2);
    cache.set('a', held(proposal, 3));
    expect(cache.get('a')).toEqual({ document: proposal, version: 3, updatedAt: now.toISOString(), indexed });
    expect(cache.get('b')).toBeUndefined();
  });

  test('keeps the most recently used documents', () => {
    const cache = new DocumentCache(2);
    const [a, b, c] = [{ uuid: 'a' }, { uuid: 'b' }, { uuid: 'c' }] as Proposal[];
    cache.set('a', held(a!));
    cache.set('b', held(b!));
    expect(cache.get('a')?.document).toBe(a); // a is now the most recent
    cache.set('c', held(c!));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.document).toBe(a);
    expect(cache.get('c')?.document).toBe(c);
  });
});

describe('a store reading documents it holds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'document-cache-'));
  const url = `sqlite:${join(dir, 'store.sqlite')}`;
  // Two processes' stores over one database file.
  const first = createStore(url);
  const second = createStore(url);
  afterAll(async () => {
    await first.close();
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('answers the document it wrote, and parses one another process wrote', async () => {
    await first.migrate();
    const uuid = randomUUID();
    const created = await first.createProposal(
      { uuid, document: proposal, now, expiresAt: later },
      { type: 'proposal.created' },
    );
    const read = await first.getProposal(uuid);
    expect(read?.document).toBe(created.document);
    expect(storedJsonOf(read!.document)).toBe(JSON.stringify(proposal));

    const changed: Proposal = { ...proposal, is_pay_monthly: !proposal.is_pay_monthly };
    const other = await second.getProposal(uuid);
    await second.saveProposal(
      uuid,
      { document: changed, expectedVersion: other!.version, now, expiresAt: later },
      { type: 'proposal.updated' },
    );
    const after = await first.getProposal(uuid);
    expect(after?.version).toBe(2);
    expect(after?.document).toEqual(changed);
    expect(after?.document).not.toBe(created.document);
    // Read again: the same parsed document.
    expect((await first.getProposal(uuid))?.document).toBe(after?.document);
  });
});
