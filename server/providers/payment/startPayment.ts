import type { PaymentResponse } from '../../../schemas/generated/index';
import type { ProposalRecord } from '../../storage/store';
import { HttpError } from '../../httpError';
import { ensurePurchased, paymentsToRefund, voidPayment, voidUnpayablePayments } from './confirmPayment';
import { failedPath, type PaymentDeps, payableAmountPence, pounds, returnPath } from './paymentDeps';
import { DuplicatePaymentError, OPEN_STATES, type PaymentRecord } from './paymentStore';
import { PaymentUnavailableError } from './types';
import { apiMessage } from '../../apiMessages';

/**
 * Starts (or finds again) the card payment of a proposal and answers where the customer pays.
 * Idempotent per proposal and amount: while a payment of the same amount is open, a retried
 * request answers the same payment and page; a changed amount voids the open one first. A
 * purchased proposal is never charged again. Throws HttpError 409 for a proposal that cannot be
 * paid and PaymentUnavailableError when the provider fails (the payment stays, ready for a retry).
 */
export async function startPayment(
  deps: PaymentDeps,
  record: ProposalRecord,
  returnUrl: string,
): Promise<PaymentResponse> {
  const existing = await deps.payments.listForProposal(record.uuid);
  const paid = existing.filter((p) => p.status === 'succeeded').at(-1);
  if (record.isPurchased) {
    const amount = paid?.amountPence ?? safeAmount(record);
    return { payment_url: returnUrl, status: 'succeeded', amount: pounds(amount) };
  }

  const amount = payableAmountPence(record.document);
  // A payment whose money was set aside for a refund (the quote changed) buys nothing: pay anew.
  if (paid && paid.amountPence === amount && !(await paymentsToRefund(deps, record.uuid)).has(paid.id)) {
    // The money was taken but the purchase was not saved (a crash between the two): finish it.
    await ensurePurchased(deps, paid);
    return { payment_url: returnUrl, status: 'succeeded', amount: pounds(amount) };
  }

  const open = existing.filter((p) => OPEN_STATES.includes(p.status));
  for (const stale of open.filter((p) => p.amountPence !== amount)) await voidPayment(deps, stale);
  let payment =
    open.find((p) => p.amountPence === amount) ?? (await insertPayment(deps, record, amount, returnUrl));
  // Bought meanwhile (by another tab's payment, while this call read the proposal as unpaid): the
  // purchase voided the payments open then, and this one, recorded after, is voided here, so no
  // card is charged for a policy already bought.
  const now = await deps.store.getProposal(record.uuid);
  if (now?.isPurchased) {
    await voidPayment(deps, payment);
    return startPayment(deps, now, returnUrl);
  }
  // Saved meanwhile by another tab (a new quote, price or way of paying): the save voided the
  // payments open then, and this one, recorded after from the read before it, is voided here
  // when it would buy nothing now.
  if (now && now.version !== record.version) {
    await voidUnpayablePayments(deps, record.document, now);
    if ((await deps.payments.get(payment.id))?.status === 'void') {
      throw new HttpError(409, 'conflict', apiMessage('changedMeanwhile'));
    }
  }
  if (payment.returnUrl !== returnUrl) {
    await deps.payments.transition(payment.id, OPEN_STATES, { returnUrl }, deps.clock());
    payment = { ...payment, returnUrl };
  }
  const paymentUrl = payment.paymentUrl ?? (await openSession(deps, record, payment));
  return { payment_url: paymentUrl, status: 'pending', amount: pounds(amount) };
}

/** The amount of a purchased proposal without a payment of ours (bought another way). */
function safeAmount(record: ProposalRecord): number {
  try {
    return payableAmountPence(record.document);
  } catch {
    return 0;
  }
}

async function insertPayment(
  deps: PaymentDeps,
  record: ProposalRecord,
  amountPence: number,
  returnUrl: string,
): Promise<PaymentRecord> {
  const count = (await deps.payments.listForProposal(record.uuid)).length;
  // Two concurrent requests compute the same key; the loser reads the winner's payment.
  for (let attempt = count + 1; attempt <= count + 3; attempt += 1) {
    const idempotencyKey = `vq-${record.uuid}-a${String(attempt).padStart(4, '0')}-${amountPence}`;
    try {
      const payment = await deps.payments.insert(
        {
          id: `pay_${deps.randomId(18)}`,
          idempotencyKey,
          proposalUuid: record.uuid,
          provider: deps.provider.name,
          amountPence,
          status: 'pending',
          providerReference: null,
          paymentUrl: null,
          returnUrl,
          pageToken: deps.randomId(24),
          maskedPan: null,
          cardBrand: null,
          afterChallenge: null,
        },
        deps.clock(),
      );
      await deps.store.appendEvent(
        record.uuid,
        {
          type: 'payment.created',
          data: { payment_id: payment.id, amount_pence: amountPence, provider: payment.provider },
        },
        deps.clock(),
      );
      return payment;
    } catch (error) {
      if (!(error instanceof DuplicatePaymentError)) throw error;
      const winner = await deps.payments.findByKey(idempotencyKey);
      if (winner && OPEN_STATES.includes(winner.status)) return winner;
    }
  }
  throw new Error(`Could not start a payment for ${record.uuid}`);
}

/** Asks the provider for its page, with the payment's stable idempotency key, and keeps the answer. */
async function openSession(
  deps: PaymentDeps,
  record: ProposalRecord,
  payment: PaymentRecord,
): Promise<string> {
  const session = await createSession(deps, record, payment).catch(async (error: unknown) => {
    // The provider keeps a failed answer for this key; the next request must start a new attempt.
    if (error instanceof PaymentUnavailableError && !error.sameKeyRetry) await voidPayment(deps, payment);
    throw error;
  });
  await deps.payments.transition(
    payment.id,
    OPEN_STATES,
    { providerReference: session.reference, paymentUrl: session.url },
    deps.clock(),
  );
  return session.url;
}

function createSession(deps: PaymentDeps, record: ProposalRecord, payment: PaymentRecord) {
  return deps.provider.createSession({
    paymentId: payment.id,
    proposalUuid: record.uuid,
    amountPence: payment.amountPence,
    description: `Van insurance${record.reference ? ` ${record.reference}` : ''}`,
    idempotencyKey: payment.idempotencyKey,
    successUrl: deps.publicBaseUrl + returnPath(payment.id),
    cancelUrl: deps.publicBaseUrl + failedPath(record.uuid),
  });
}
