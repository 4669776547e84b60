import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentsTable } from '../../storage/database';
import { PreparedQuery } from '../../storage/preparedQuery';
import type { PaymentProviderName } from './types';

/**
 * pending: waiting for the customer; challenge: the embedded page is showing a 3-D Secure step;
 * succeeded / failed: as the provider's signed notification said; void: a changed quote replaced it.
 */
export type PaymentState = 'pending' | 'challenge' | 'succeeded' | 'failed' | 'void';
export const OPEN_STATES: readonly PaymentState[] = ['pending', 'challenge'];

/** A stored payment. It never holds a card number: the last four digits and the brand at most. */
export interface PaymentRecord {
  id: string;
  /** Proposal + amount + attempt: the same for a retried request, sent to the provider as Idempotency-Key. */
  idempotencyKey: string;
  proposalUuid: string;
  provider: PaymentProviderName;
  amountPence: number;
  status: PaymentState;
  providerReference: string | null;
  paymentUrl: string | null;
  /** A same-origin path, checked by the schema before it was stored. */
  returnUrl: string;
  /** The random token of the hosted page's hidden field. */
  pageToken: string;
  maskedPan: string | null;
  cardBrand: string | null;
  /** What the embedded page does after a passed 3-D Secure challenge: 'succeed' or a decline reason. */
  afterChallenge: string | null;
  createdAt: string;
  updatedAt: string;
}

export type NewPayment = Omit<PaymentRecord, 'createdAt' | 'updatedAt'>;
export type PaymentChanges = Partial<
  Pick<
    PaymentRecord,
    'status' | 'providerReference' | 'paymentUrl' | 'returnUrl' | 'maskedPan' | 'cardBrand' | 'afterChallenge'
  >
>;

/** Payments, beside the proposals in the same database. */
export interface PaymentStore {
  /** Throws DuplicatePaymentError when the idempotency key is taken (a concurrent request won). */
  insert(payment: NewPayment, now: Date): Promise<PaymentRecord>;
  get(id: string): Promise<PaymentRecord | undefined>;
  findByKey(idempotencyKey: string): Promise<PaymentRecord | undefined>;
  findByReference(provider: PaymentProviderName, reference: string): Promise<PaymentRecord | undefined>;
  /** Oldest first. */
  listForProposal(proposalUuid: string): Promise<PaymentRecord[]>;
  /**
   * Changes a payment only while its status is one of `from` (compare-and-set), so two
   * notifications of one outcome apply it once. Answers whether it changed.
   */
  transition(id: string, from: readonly PaymentState[], changes: PaymentChanges, now: Date): Promise<boolean>;
}

export class DuplicatePaymentError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`A payment with key ${idempotencyKey} exists`);
    this.name = 'DuplicatePaymentError';
  }
}

/** The PaymentStore over the store's Kysely instance (SQLite or PostgreSQL, migration 0002_payments). */
export class KyselyPaymentStore implements PaymentStore {
  // Read after every save that changes a quote (voidUnpayablePayments): built and compiled once.
  private readonly byProposal = new PreparedQuery(1, ([proposalUuid]) =>
    this.db
      .selectFrom('payments')
      .selectAll()
      .where('proposal_uuid', '=', proposalUuid!)
      // The key carries a zero-padded attempt number, so key order is creation order.
      .orderBy('idempotency_key'),
  );

  constructor(private readonly db: Kysely<Database>) {}

  async insert(payment: NewPayment, now: Date): Promise<PaymentRecord> {
    const at = now.toISOString();
    try {
      await this.db
        .insertInto('payments')
        .values({ ...toColumns(payment), created_at: at, updated_at: at })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicatePaymentError(payment.idempotencyKey);
      throw error;
    }
    return { ...payment, createdAt: at, updatedAt: at };
  }

  async get(id: string): Promise<PaymentRecord | undefined> {
    const row = await this.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async findByKey(idempotencyKey: string): Promise<PaymentRecord | undefined> {
    const row = await this.db
      .selectFrom('payments')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async findByReference(
    provider: PaymentProviderName,
    reference: string,
  ): Promise<PaymentRecord | undefined> {
    const row = await this.db
      .selectFrom('payments')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_reference', '=', reference)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async listForProposal(proposalUuid: string): Promise<PaymentRecord[]> {
    const { rows } = await this.byProposal.run(this.db, [proposalUuid]);
    return rows.map(toRecord);
  }

  async transition(
    id: string,
    from: readonly PaymentState[],
    changes: PaymentChanges,
    now: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ ...toColumns(changes), updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

const COLUMNS = {
  id: 'id',
  idempotencyKey: 'idempotency_key',
  proposalUuid: 'proposal_uuid',
  provider: 'provider',
  amountPence: 'amount_pence',
  status: 'status',
  providerReference: 'provider_reference',
  paymentUrl: 'payment_url',
  returnUrl: 'return_url',
  pageToken: 'page_token',
  maskedPan: 'masked_pan',
  cardBrand: 'card_brand',
  afterChallenge: 'after_challenge',
} as const;

function toColumns(fields: Partial<NewPayment>) {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = fields[field as keyof NewPayment];
    if (value !== undefined) row[column] = value;
  }
  return row as Omit<PaymentsTable, 'created_at' | 'updated_at'>;
}

function toRecord(row: Selectable<PaymentsTable>): PaymentRecord {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    proposalUuid: row.proposal_uuid,
    provider: row.provider as PaymentProviderName,
    amountPence: Number(row.amount_pence),
    status: row.status as PaymentState,
    providerReference: row.provider_reference,
    paymentUrl: row.payment_url,
    returnUrl: row.return_url,
    pageToken: row.page_token,
    maskedPan: row.masked_pan,
    cardBrand: row.card_brand,
    afterChallenge: row.after_challenge,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** SQLite (better-sqlite3) and PostgreSQL (pg) name a unique violation differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const toIso = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);
