import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Store } from '../../storage/store';
import { VersionConflictError } from '../../storage/store';
import { ensurePurchased } from './confirmPayment';
import type { PaymentDeps } from './paymentDeps';
import { buildTestApp, type TestApp } from '../../../tests/support/testApp';

describe('ensurePurchased', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  /** The store, with saveProposal failing `conflicts` times with a version conflict first. */
  function conflictingStore(conflicts: number): { store: Store; saves: () => number } {
    let saves = 0;
    const store: Store = Object.create(app.store);
    store.saveProposal = async (...args) => {
      saves += 1;
      if (saves <= conflicts) throw new VersionConflictError(args[0]);
      return app.store.saveProposal(...args);
    };
    return { store, saves: () => saves };
  }

  async function paidPayment() {
    const { uuid } = await app.proposal('confirmed');
    await app.call('POST', `/api/proposal/${uuid}/quote/payment`, {
      body: { return_url: '/quote/thankyou' },
    });
    return (await app.providers.payments.listForProposal(uuid))[0]!;
  }

  const deps = (store: Store): PaymentDeps => ({
    store,
    payments: app.providers.payments,
    provider: app.providers.payment,
    clock: () => new Date(),
    logger: pino({ level: 'silent' }),
    publicBaseUrl: '',
    randomId: () => 'x',
  });

  test.each([
    { conflicts: 0, purchased: true, saves: 1 },
    { conflicts: 1, purchased: true, saves: 2 },
  ])(
    'after $conflicts concurrent save(s): purchased $purchased in $saves save(s)',
    async ({ conflicts, purchased, saves }) => {
      const payment = await paidPayment();
      const store = conflictingStore(conflicts);
      await ensurePurchased(deps(store.store), payment);
      expect((await app.store.getProposal(payment.proposalUuid))?.isPurchased).toBe(purchased);
      expect(store.saves()).toBe(saves);
    },
  );

  test('a second conflict in a row is thrown (the provider redelivers; the next create finishes it)', async () => {
    const payment = await paidPayment();
    const store = conflictingStore(2);
    await expect(ensurePurchased(deps(store.store), payment)).rejects.toBeInstanceOf(VersionConflictError);
    expect((await app.store.getProposal(payment.proposalUuid))?.isPurchased).toBe(false);
  });

  test("another payment's success on a proposal already bought is set aside for a refund, once", async () => {
    const payment = await paidPayment();
    await ensurePurchased(deps(app.store), payment);
    // A second tab's card page, paid before the purchase could void it.
    const other = await app.providers.payments.insert(
      { ...payment, id: 'pay_second_tab_0001', idempotencyKey: `${payment.idempotencyKey}-b` },
      new Date(),
    );
    await ensurePurchased(deps(app.store), other);
    await ensurePurchased(deps(app.store), other);
    const events = await app.store.listEvents(payment.proposalUuid);
    expect(events.filter((e) => e.type === 'payment.succeeded').map((e) => e.data.payment_id)).toEqual([
      payment.id,
    ]);
    expect(
      events.filter((e) => e.type === 'payment.succeeded_after_purchase').map((e) => e.data.payment_id),
    ).toEqual([other.id]);
  });

  test("the purchase voids another card page still open for the proposal (another tab's)", async () => {
    const payment = await paidPayment();
    const other = await app.providers.payments.insert(
      {
        ...payment,
        id: 'pay_other_tab_00001',
        idempotencyKey: `${payment.idempotencyKey}-c`,
        status: 'pending',
      },
      new Date(),
    );
    await ensurePurchased(deps(app.store), payment);
    expect((await app.providers.payments.get(other.id))?.status).toBe('void');
  });

  test('a proposal already purchased is left alone', async () => {
    const payment = await paidPayment();
    await ensurePurchased(deps(app.store), payment);
    const store = conflictingStore(0);
    await ensurePurchased(deps(store.store), payment);
    expect(store.saves()).toBe(0);
  });
});
