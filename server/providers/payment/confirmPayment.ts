import type { Proposal, Ratebook } from '../../../schemas/generated/index';
import { declarationsConfirmed } from '../../quoting/declarations';
import { registrationMissing } from '../../../journey/src/registrationMissing';
import { quoteStanding } from '../../quoting/quoteBinding';
import { type ProposalRecord, VersionConflictError } from '../../storage/store';
import { lacksMandate, type PaymentDeps, payableAmountPence } from './paymentDeps';
import { OPEN_STATES, type PaymentRecord, type PaymentState } from './paymentStore';
import type { NotificationHeaders, PaymentOutcome } from './types';

export type ApplyResult = 'applied' | 'ignored' | 'unknown_payment' | 'mismatch';

/**
 * The one way a payment becomes succeeded or failed: a provider's notification, checked by
 * `provider.parseNotification` (signature over the raw body), then applied. The embedded hosted
 * page calls this directly with the body it signed; the webhook routes call it with what arrived.
 * Throws NotificationRejectedError for a notification that is not provably the provider's.
 */
export async function handleNotification(
  deps: PaymentDeps,
  rawBody: Buffer,
  headers: NotificationHeaders,
): Promise<ApplyResult> {
  const parsed = deps.provider.parseNotification(rawBody, headers, deps.clock());
  if (parsed.kind === 'ignored') {
    deps.logger.info({ provider: deps.provider.name, event: parsed.type }, 'payment notification ignored');
    return 'ignored';
  }
  return applyOutcome(deps, parsed.outcome);
}

/** Records a confirmed outcome; safe to repeat (providers redeliver), a second delivery changes nothing. */
export async function applyOutcome(deps: PaymentDeps, outcome: PaymentOutcome): Promise<ApplyResult> {
  const payment = outcome.paymentId
    ? await deps.payments.get(outcome.paymentId)
    : await deps.payments.findByReference(deps.provider.name, outcome.reference);
  const log = deps.logger.child({
    provider: deps.provider.name,
    paymentId: payment?.id ?? outcome.paymentId,
  });
  if (
    !payment ||
    payment.provider !== deps.provider.name ||
    (payment.providerReference !== null && payment.providerReference !== outcome.reference)
  ) {
    log.warn({ reference: outcome.reference }, 'payment notification for an unknown payment');
    return 'unknown_payment';
  }
  if (outcome.amountPence !== undefined && outcome.amountPence !== payment.amountPence) {
    log.error(
      { expected: payment.amountPence, got: outcome.amountPence },
      'payment amount differs: not fulfilled',
    );
    return 'mismatch';
  }
  const card = {
    providerReference: outcome.reference,
    ...(outcome.cardLast4 ? { maskedPan: `**** **** **** ${outcome.cardLast4}` } : {}),
    ...(outcome.cardBrand ? { cardBrand: outcome.cardBrand } : {}),
  };
  const now = deps.clock();

  if (outcome.status === 'failed') {
    if (await deps.payments.transition(payment.id, OPEN_STATES, { ...card, status: 'failed' }, now)) {
      log.info({ reason: outcome.reason }, 'payment failed');
      await deps.store.appendEvent(
        payment.proposalUuid,
        { type: 'payment.failed', data: eventData(payment, outcome) },
        now,
      );
    }
    return 'applied';
  }

  if (payment.status === 'void') {
    // Paid on a page a changed quote had replaced: the money is taken, so record it, but the
    // policy is not bought at a price that is no longer the quote's. People must refund or settle it.
    await deps.payments.transition(payment.id, ['void'], { ...card, status: 'succeeded' }, now);
    log.error('payment succeeded after the quote changed: not fulfilled, needs a refund or review');
    await deps.store.appendEvent(
      payment.proposalUuid,
      { type: 'payment.succeeded_after_void', data: eventData(payment, outcome) },
      now,
    );
    return 'mismatch';
  }
  const moved = await deps.payments.transition(
    payment.id,
    OPEN_STATES,
    { ...card, status: 'succeeded' },
    now,
  );
  const current: PaymentState = moved
    ? 'succeeded'
    : ((await deps.payments.get(payment.id))?.status ?? 'failed');
  if (current !== 'succeeded') {
    log.warn({ status: current }, 'payment success notified for a closed payment: ignored');
    return 'ignored';
  }
  await ensurePurchased(deps, payment, outcome);
  return 'applied';
}

/**
 * Marks the proposal purchased (is_purchased and quote.is_purchased) with the event
 * payment.succeeded, in one transaction of the store; once more after a concurrent save.
 */
export async function ensurePurchased(
  deps: PaymentDeps,
  payment: PaymentRecord,
  outcome?: PaymentOutcome,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const record = await deps.store.getProposal(payment.proposalUuid);
    if (!record) throw new Error(`Payment ${payment.id} names a missing proposal`);
    if (record.isPurchased) return setAsideUnlessBuyer(deps, record.uuid, payment, outcome);
    // Its money was recorded as buying nothing (staff refund it): a redelivered notification, or a
    // quote that prices the same again, never makes it buy the policy after all.
    if (attempt === 1 && (await paymentsToRefund(deps, record.uuid)).has(payment.id)) {
      deps.logger.warn(
        { provider: payment.provider, paymentId: payment.id },
        'payment already set aside for a refund: not fulfilled',
      );
      return;
    }
    if (deps.ratebook && !paidQuoteStands(record.document, payment, deps.ratebook, deps.clock())) {
      // The answers changed after this payment began, or its start date passed while the page
      // was open: the money is taken, but no policy is sold on answers its price was not given
      // for, nor one whose cover would start before it was bought. People must refund or settle it.
      deps.logger.error(
        { provider: payment.provider, paymentId: payment.id },
        'payment succeeded after the quote changed or lapsed: not fulfilled, needs a refund or review',
      );
      await deps.store.appendEvent(
        record.uuid,
        { type: 'payment.succeeded_after_change', data: eventData(payment, outcome) },
        deps.clock(),
      );
      return;
    }
    const document: Proposal = {
      ...record.document,
      is_purchased: true,
      ...(record.document.quote ? { quote: { ...record.document.quote, is_purchased: true } } : {}),
    };
    try {
      await deps.store.saveProposal(
        record.uuid,
        {
          document,
          expectedVersion: record.version,
          now: deps.clock(),
          expiresAt: new Date(record.expiresAt),
        },
        { type: 'payment.succeeded', data: eventData(payment, outcome) },
      );
      deps.logger.info(
        { provider: payment.provider, paymentId: payment.id },
        'payment succeeded: proposal purchased',
      );
      // Any other card page still open for it (another tab's) now takes nothing.
      for (const other of await deps.payments.listForProposal(record.uuid)) {
        if (other.id !== payment.id && OPEN_STATES.includes(other.status)) await voidPayment(deps, other);
      }
      return;
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt >= 2) throw error;
    }
  }
}

/** The events that record a payment's money taken for nothing bought, which staff refund. */
const REFUND_EVENTS = new Set([
  'payment.succeeded_after_change',
  'payment.succeeded_after_void',
  'payment.succeeded_after_purchase',
]);

/**
 * A payment that succeeded on a proposal already bought: a redelivery of the payment that bought
 * it changes nothing; any other payment (a second tab's card page, paid before the purchase
 * could void it) bought nothing, and its money is recorded for staff to refund, once.
 */
async function setAsideUnlessBuyer(
  deps: PaymentDeps,
  uuid: string,
  payment: PaymentRecord,
  outcome: PaymentOutcome | undefined,
): Promise<void> {
  const events = await deps.store.listEvents(uuid);
  const named = (types: Set<string>) =>
    events.some((e) => types.has(e.type) && e.data.payment_id === payment.id);
  if (named(new Set(['payment.succeeded'])) || named(REFUND_EVENTS)) return;
  deps.logger.error(
    { provider: payment.provider, paymentId: payment.id },
    'payment succeeded on a policy already bought: not fulfilled, needs a refund',
  );
  await deps.store.appendEvent(
    uuid,
    { type: 'payment.succeeded_after_purchase', data: eventData(payment, outcome) },
    deps.clock(),
  );
}

/**
 * After a save of the proposal's answers: every card page still open for it that would now buy
 * nothing (its quote changed, its price, the way of paying, or the declarations a new quote needs
 * again) is voided, so it takes no money (its page says the quote changed; a provider's session is
 * cancelled), rather than taking money staff must refund. Checked only when the save touched the
 * quote or the way of paying.
 */
export async function voidUnpayablePayments(
  deps: Pick<PaymentDeps, 'store' | 'payments' | 'provider' | 'clock' | 'ratebook'>,
  before: Proposal,
  after: ProposalRecord,
): Promise<void> {
  if (!before.quote || !deps.ratebook || !payingChanged(before, after.document)) return;
  const open = (await deps.payments.listForProposal(after.uuid)).filter((p) =>
    OPEN_STATES.includes(p.status),
  );
  for (const payment of open) {
    if (!paidQuoteStands(after.document, payment, deps.ratebook, deps.clock())) {
      await voidPayment(deps, payment);
    }
  }
}

/** Whether a save changed what a card payment of the proposal would buy, or whether it may buy it. */
function payingChanged(before: Proposal, after: Proposal): boolean {
  const differ = (a: unknown, b: unknown) => a !== b && JSON.stringify(a) !== JSON.stringify(b);
  return (
    differ(before.quote, after.quote) ||
    before.is_pay_monthly !== after.is_pay_monthly ||
    differ(before.direct_debit, after.direct_debit) ||
    registrationMissing(before.risk) !== registrationMissing(after.risk)
  );
}

/** A changed quote, or a purchase, makes an open payment obsolete: its page takes no money from then on. */
export async function voidPayment(
  deps: Pick<PaymentDeps, 'store' | 'payments' | 'provider' | 'clock'>,
  payment: PaymentRecord,
): Promise<void> {
  const changed = await deps.payments.transition(payment.id, OPEN_STATES, { status: 'void' }, deps.clock());
  if (!changed) return;
  await deps.store.appendEvent(
    payment.proposalUuid,
    { type: 'payment.voided', data: { payment_id: payment.id, amount_pence: payment.amountPence } },
    deps.clock(),
  );
  if (deps.provider.cancelSession && payment.providerReference) {
    // Best effort: the failure is logged by the provider; a late success is still recorded.
    await deps.provider.cancelSession(payment.providerReference).catch(() => undefined);
  }
}

/** The ids of a proposal's payments recorded as taken for nothing bought: none of them buys it. */
export async function paymentsToRefund(
  deps: Pick<PaymentDeps, 'store'>,
  proposalUuid: string,
): Promise<Set<string>> {
  const events = await deps.store.listEvents(proposalUuid);
  return new Set(events.filter((e) => REFUND_EVENTS.has(e.type)).map((e) => String(e.data.payment_id)));
}

/**
 * The proposal's quote still prices its stored answers and its start date has not passed (as
 * payment asks of it when it starts: quoteStanding), at the amount this payment took, and its
 * declarations were confirmed (and, paying monthly, its Direct Debit stored): a page opened for an
 * earlier quote may be paid after a new quote at the same price, whose declarations the customer
 * has not given (acceptance would refuse it) or whose mandate the credit check has not accepted,
 * and a page left open past midnight would otherwise buy cover from a day already gone. The van
 * has its registration (a save may take it off without changing the price, which never reads it).
 */
function paidQuoteStands(document: Proposal, payment: PaymentRecord, ratebook: Ratebook, now: Date): boolean {
  if (quoteStanding(document, ratebook, now) !== 'bound') return false;
  if (!declarationsConfirmed(document) || lacksMandate(document)) return false;
  if (registrationMissing(document.risk)) return false;
  try {
    return payableAmountPence(document) === payment.amountPence;
  } catch {
    return false;
  }
}

/** What the event log keeps: references and the last four digits, never a card number. */
function eventData(payment: PaymentRecord, outcome?: PaymentOutcome): Record<string, unknown> {
  return {
    payment_id: payment.id,
    provider: payment.provider,
    reference: outcome?.reference ?? payment.providerReference,
    amount_pence: payment.amountPence,
    ...(outcome?.cardLast4 ? { card_last4: outcome.cardLast4 } : {}),
    ...(outcome?.cardBrand ? { card_brand: outcome.cardBrand } : {}),
    ...(outcome?.reason ? { reason: outcome.reason } : {}),
  };
}

/**
 * The customer is back from the provider's page. The redirect proves nothing, so an open payment
 * is confirmed by asking the provider directly (server to server) when it can be asked; otherwise
 * the signed notification decides. Answers the payment as it stands after that.
 */
export async function confirmReturn(deps: PaymentDeps, payment: PaymentRecord): Promise<PaymentRecord> {
  if (!OPEN_STATES.includes(payment.status) || !payment.providerReference || !deps.provider.lookupSession) {
    return payment;
  }
  const state = await deps.provider.lookupSession(payment.providerReference).catch(() => 'pending' as const);
  if (state !== 'pending') {
    await applyOutcome(deps, {
      status: state,
      paymentId: payment.id,
      reference: payment.providerReference,
      ...(state === 'failed' ? { reason: 'session_expired' } : {}),
    });
  }
  return (await deps.payments.get(payment.id)) ?? payment;
}
