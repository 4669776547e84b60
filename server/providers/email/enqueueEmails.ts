import type { Proposal } from '../../../schemas/generated/index';
import type { EmailBrand } from './emailBrand';
import type { Mailer } from './mailer';
import { purchaseEmail } from './templates/purchaseEmail';
import { quoteEmail } from './templates/quoteEmail';

export interface EmailDeps {
  mailer: Mailer;
  brand: EmailBrand;
}

/** The outcome of a request to e-mail a proposal. */
export type EnqueueResult =
  | { queued: boolean; id: number }
  /** Nothing to send: the proposal has no e-mail address, uuid or quote reference. */
  | { queued: false; skipped: 'incomplete' };

/** Pressing "Email yourself this quote" again within this window sends nothing more. */
export const QUOTE_EMAIL_WINDOW_MS = 10 * 60_000;

/**
 * The quote e-mail's key: proposal + quote reference + the quote's time (metadata.quoted_at) +
 * ten-minute window. A double click or a retried request sends once; asking again later (another
 * window) or after a requote sends again, as a customer who lost the first e-mail, or who changed
 * the price, would expect: a requote keeps the web reference but is quoted at its own time. Two
 * presses either side of a window boundary send two e-mails; that is the price of a key that
 * needs no lookup.
 */
export function quoteEmailKey(uuid: string, reference: string, now: Date, quotedAt = ''): string {
  return `quote:${uuid}:${reference}:${quotedAt}:${Math.floor(now.getTime() / QUOTE_EMAIL_WINDOW_MS)}`;
}

/** Queues the quote e-mail for a quoted proposal (idempotent as quoteEmailKey says). */
export async function enqueueQuoteEmail(
  deps: EmailDeps,
  proposal: Proposal,
  now: Date,
): Promise<EnqueueResult> {
  const to = proposal.risk?.proposer?.email_address;
  const reference = proposal.quote?.reference;
  if (!to || !reference || !proposal.uuid) return { queued: false, skipped: 'incomplete' };
  return deps.mailer.send({
    ...quoteEmail(proposal, deps.brand),
    to,
    kind: 'quote',
    proposalUuid: proposal.uuid,
    idempotencyKey: quoteEmailKey(proposal.uuid, reference, now, proposal.quote?.metadata?.quoted_at),
  });
}

/**
 * Queues the purchase confirmation; for whoever accepts the quote. Sent once per proposal and
 * reference however often it is called, so the caller may call it on every retry of the acceptance.
 */
export async function enqueuePurchaseEmail(deps: EmailDeps, proposal: Proposal): Promise<EnqueueResult> {
  const to = proposal.risk?.proposer?.email_address;
  const reference = proposal.quote?.reference;
  if (!to || !reference || !proposal.uuid) return { queued: false, skipped: 'incomplete' };
  return deps.mailer.send({
    ...purchaseEmail(proposal, deps.brand),
    to,
    kind: 'purchase',
    proposalUuid: proposal.uuid,
    idempotencyKey: `purchase:${proposal.uuid}:${reference}`,
  });
}
