import { createHash } from 'node:crypto';
import type { Proposal } from '../../../schemas/generated/index';
import type { AttemptDecision, AttemptWindows, WindowLimit } from '../../storage/attemptWindows';
import { quoteEmailKey } from './enqueueEmails';
import type { OutboxEntry } from './outbox';

/**
 * At most three quote e-mails to one address in any hour, whichever proposals ask for them: one
 * address cannot be flooded by many proposals naming it. (Per proposal, a press within ten minutes
 * of the last queues nothing more: QUOTE_EMAIL_WINDOW_MS, enforced by the outbox's key.)
 */
export const QUOTE_EMAILS_PER_ADDRESS: WindowLimit = { max: 3, windowMs: 60 * 60_000 };

/** The scope of the per-address counts in the shared attempt windows. */
export const QUOTE_EMAIL_ADDRESS_SCOPE = 'quote-email.address';

export interface QuoteEmailThrottleDeps {
  /** The store's attempt windows (SharedState.attempts), so every process counts the same e-mails. */
  attempts: AttemptWindows;
  /** The outbox's messages of a proposal, to see whether this press repeats one already queued. */
  outbox: { list(proposalUuid: string): Promise<Pick<OutboxEntry, 'idempotencyKey'>[]> };
  limit?: WindowLimit;
}

/**
 * Decides whether a quote e-mail may be queued. A press that repeats one already queued (same
 * proposal, quote and ten-minute window) is allowed without counting: the outbox sends nothing
 * more for it. Any other press counts against the recipient address, kept only as a hash.
 */
export class QuoteEmailThrottle {
  constructor(private readonly deps: QuoteEmailThrottleDeps) {}

  async admit(proposal: Proposal, to: string, now: Date): Promise<AttemptDecision> {
    const { uuid } = proposal;
    const reference = proposal.quote?.reference;
    if (uuid && reference) {
      const key = quoteEmailKey(uuid, reference, now, proposal.quote?.metadata?.quoted_at);
      if ((await this.deps.outbox.list(uuid)).some((entry) => entry.idempotencyKey === key)) {
        return { allowed: true };
      }
    }
    const limit = this.deps.limit ?? QUOTE_EMAILS_PER_ADDRESS;
    return this.deps.attempts.attempt(
      [{ scope: QUOTE_EMAIL_ADDRESS_SCOPE, key: addressKey(to), limit }],
      now,
    );
  }
}

/** The address as one mailbox (case and spaces aside), hashed: the store keeps no address here. */
function addressKey(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}
