import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { proposalFixture } from '../../../tests/fixtures/index';
import type { Database } from '../../storage/database';
import { KyselyStore } from '../../storage/kyselyStore';
import { DuplicatePaymentError, KyselyPaymentStore, type NewPayment } from './paymentStore';

const uuid = '00000000-0000-4000-8000-0000000000aa';
const now = new Date('2026-11-20T10:00:00Z');
const payment = (change: Partial<NewPayment> = {}): NewPayment => ({
  id: 'pay_aaaaaaaaaaaa',
  idempotencyKey: `vq-${uuid}-a0001-100`,
  proposalUuid: uuid,
  provider: 'embedded',
  amountPence: 100,
  status: 'pending',
  providerReference: null,
  paymentUrl: null,
  returnUrl: '/quote/thankyou',
  pageToken: 'token',
  maskedPan: null,
  cardBrand: null,
  afterChallenge: null,
  ...change,
});

describe('KyselyPaymentStore (SQLite, after migration 0002_payments)', () => {
  let store: KyselyStore;
  let payments: KyselyPaymentStore;
  beforeAll(async () => {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
    });
    store = new KyselyStore('sqlite', db);
    await store.migrate();
    payments = new KyselyPaymentStore(db);
    await store.createProposal(
      { uuid, document: { ...proposalFixture(), uuid }, now, expiresAt: now },
      { type: 'proposal.created' },
    );
  });
  afterAll(async () => {
    await store.close();
  });

  test('inserts and reads a payment back; a second insert with the key is a DuplicatePaymentError', async () => {
    await payments.insert(payment(), now);
    expect(await payments.get('pay_aaaaaaaaaaaa')).toMatchObject({
      ...payment(),
      createdAt: now.toISOString(),
    });
    await expect(payments.insert(payment({ id: 'pay_bbbbbbbbbbbb' }), now)).rejects.toBeInstanceOf(
      DuplicatePaymentError,
    );
  });

  test('a payment for a proposal that does not exist is refused by the database', async () => {
    const orphan = payment({
      id: 'pay_cccccccccccc',
      idempotencyKey: 'k2',
      proposalUuid: '00000000-0000-4000-8000-000000000999',
    });
    await expect(payments.insert(orphan, now)).rejects.toThrow(/FOREIGN KEY/);
  });

  test('transition is compare-and-set: the second of two identical outcomes changes nothing', async () => {
    const later = new Date(now.getTime() + 1000);
    const changes = {
      status: 'succeeded' as const,
      providerReference: 'emb_1',
      maskedPan: '**** **** **** 4242',
    };
    expect(await payments.transition('pay_aaaaaaaaaaaa', ['pending', 'challenge'], changes, later)).toBe(
      true,
    );
    expect(
      await payments.transition('pay_aaaaaaaaaaaa', ['pending', 'challenge'], { status: 'failed' }, later),
    ).toBe(false);
    expect(await payments.get('pay_aaaaaaaaaaaa')).toMatchObject({
      ...changes,
      updatedAt: later.toISOString(),
    });
    expect((await payments.findByReference('embedded', 'emb_1'))?.id).toBe('pay_aaaaaaaaaaaa');
    expect(await payments.findByReference('stripe', 'emb_1')).toBeUndefined();
    expect((await payments.findByKey(`vq-${uuid}-a0001-100`))?.id).toBe('pay_aaaaaaaaaaaa');
  });

  test('lists a proposal payments in attempt order', async () => {
    await payments.insert(payment({ id: 'pay_dddddddddddd', idempotencyKey: `vq-${uuid}-a0002-100` }), now);
    await payments.insert(payment({ id: 'pay_eeeeeeeeeeee', idempotencyKey: `vq-${uuid}-a0010-100` }), now);
    expect((await payments.listForProposal(uuid)).map((p) => p.id)).toEqual([
      'pay_aaaaaaaaaaaa',
      'pay_dddddddddddd',
      'pay_eeeeeeeeeeee',
    ]);
  });
});
