import { timingSafeEqual } from 'node:crypto';
import type { Response } from 'express';
import copy from '../../../../journey/content/hosted-payment.json';
import priceJson from '../../../../journey/content/price.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { formNumber } from '../../../../journey/src/forms/formNumber';
import { journeyForms } from '../../../../journey/src/forms/forms';
import type { EmbeddedPaymentNotification } from '../../../../schemas/generated/index';
import { ukToday } from '../../../../schemas/src/ukDates';
import { handleNotification, voidPayment } from '../confirmPayment';
import type { EmbeddedPaymentProvider } from '../embeddedProvider';
import { failedPath, type PaymentDeps } from '../paymentDeps';
import type { PaymentRecord } from '../paymentStore';
import { messagePage, sendPage } from './html';

export type PageOutcome = { kind: 'succeed' } | { kind: 'decline'; reason: string };

/**
 * The embedded provider has decided: it notifies our server with a signed notification, through
 * the same verification as a webhook, and only once that is accepted sends the customer on: to
 * the return address when paid, to the Failed page when not. The card goes no further than its
 * last four digits and brand.
 */
export async function finishPayment(
  deps: PaymentDeps & { provider: EmbeddedPaymentProvider },
  res: Response,
  payment: PaymentRecord,
  outcome: PageOutcome,
  card: { last4: string; brand: string },
): Promise<void> {
  const now = deps.clock();
  if (outcome.kind === 'succeed' && (await startDatePassed(deps, payment, now))) {
    // The page was left open past midnight on cover that was to start that day: the card is not
    // charged (the money would buy nothing, and staff would have to refund it).
    await voidPayment(deps, payment);
    deps.logger.info(
      { provider: 'embedded', paymentId: payment.id },
      'payment refused: the start date has passed',
    );
    sendPage(res, 410, startDatePassedPage(payment.proposalUuid));
    return;
  }
  const notification: EmbeddedPaymentNotification = {
    type: outcome.kind === 'succeed' ? 'payment.succeeded' : 'payment.failed',
    payment_id: payment.id,
    reference: payment.providerReference ?? payment.id,
    amount_pence: payment.amountPence,
    ...(/^\d{4}$/.test(card.last4) ? { card_last4: card.last4 } : {}),
    card_brand: card.brand,
    ...(outcome.kind === 'decline' ? { reason: outcome.reason } : {}),
    created: Math.floor(now.getTime() / 1000),
  };
  const { rawBody, headers } = deps.provider.signNotification(notification, now);
  try {
    await handleNotification(deps, rawBody, headers);
  } catch (error) {
    deps.logger.error(
      { provider: 'embedded', paymentId: payment.id, err: { name: (error as Error).name } },
      'payment notification not accepted',
    );
    sendPage(res, 502, messagePage(copy.pages.unconfirmed.title, copy.pages.unconfirmed.text));
    return;
  }
  const after = await deps.payments.get(payment.id);
  const purchased =
    after?.status === 'succeeded' && (await deps.store.getProposal(payment.proposalUuid))?.isPurchased;
  res.redirect(303, purchased ? after.returnUrl : failedPath(payment.proposalUuid));
}

/** Whether the proposal, not yet bought, is for cover whose start date has passed (UK time). */
export async function startDatePassed(
  deps: PaymentDeps,
  payment: PaymentRecord,
  now: Date,
): Promise<boolean> {
  const record = await deps.store.getProposal(payment.proposalUuid);
  const start = record?.document.risk?.start_date;
  return record !== undefined && !record.isPurchased && start !== undefined && start < ukToday(now);
}

/** How many days ahead a new start date may be, as the start date form states it. */
const startDateDays = formNumber(
  journeyForms['start-date'].schema,
  ['risk', 'start_date'],
  'latestDate.days',
);

/** The price page's words for a start date that has passed, and the way back to choose another. */
export function startDatePassedPage(uuid: string): string {
  const words = priceJson.modals.expiredStartDate;
  const text = `${fillTemplate(words.text, { days: startDateDays })} ${copy.pages.startDatePassed.nothingTaken}`;
  const href = `/quote/payment-option?uuid=${encodeURIComponent(uuid)}`;
  return messagePage(words.title, text, { href, label: copy.pages.startDatePassed.link });
}

/** Compares the page token in constant time. */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
