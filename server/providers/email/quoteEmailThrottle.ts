import { createHash } from 'node:crypto';
import type { Proposal } from '../../../schemas/generated/index';
import type { AttemptDecision, AttemptKey, AttemptWindows, WindowLimit } from '../../storage/attemptWindows';
import { QUOTE_EMAIL_WINDOW_MS, quoteEmailKey } from './enqueueEmails';
import type { OutboxEntry } from './outbox';

/**
 * At most three quote e-mails to one address in any hour, whichever proposals ask for them: one
 * address cannot be flooded by many proposals naming it. (Per proposal, a press within ten minutes
 * of the last queues nothing more: QUOTE_EMAIL_WINDOW_MS, enforced by the outbox's key.)
 */
export const QUOTE_EMAILS_PER_ADDRESS: WindowLimit = { max: 3, windowMs: 60 * 60_000 };

/** The scope of the per-address counts in the shared attempt windows. */
export const QUOTE_EMAIL_ADDRESS_SCOPE = 'quote-email.address';

/** The scope of the presses counted (by the outbox's key), so a press is counted once. */
export const QUOTE_EMAIL_PRESS_SCOPE = 'quote-email.press';

export interface QuoteEmailThrottleDeps {
  /** The store's attempt windows (SharedState.attempts), so every process counts the same e-mails. */
  attempts: AttemptWindows;
  /** The outbox's messages of a proposal, to see whether this press repeats one already queued. */
  outbox: { list(proposalUuid: string): Promise<Pick<OutboxEntry, 'idempotencyKey'>[]> };
  limit?: WindowLimit;
}

/**
 * Decides whether a quote e-mail may be queued. A press that repeats one already counted (same
 * proposal, quote and ten-minute window: the outbox's key) is allowed without counting: the outbox
 * sends nothing more for it. Any other press counts against the recipient address, kept only as a
 * hash. The press and the address are decided in one step of the store, so two presses at once
 * (a double click, a retry racing the first request) count once whichever is first.
 */
export class QuoteEmailThrottle {
  constructor(private readonly deps: QuoteEmailThrottleDeps) {}

  async admit(proposal: Proposal, to: string, now: Date): Promise<AttemptDecision> {
    const { uuid } = proposal;
    const reference = proposal.quote?.reference;
    const limit = this.deps.limit ?? QUOTE_EMAILS_PER_ADDRESS;
    const keys: AttemptKey[] = [{ scope: QUOTE_EMAIL_ADDRESS_SCOPE, key: addressKey(to), limit }];
    if (uuid && reference) {
      const key = quoteEmailKey(uuid, reference, now, proposal.quote?.metadata?.quoted_at);
      // Queued already: nothing to decide.
      if ((await this.deps.outbox.list(uuid)).some((entry) => entry.idempotencyKey === key)) {
        return { allowed: true };
      }
      const press = { max: 1, windowMs: QUOTE_EMAIL_WINDOW_MS };
      keys.push({ scope: QUOTE_EMAIL_PRESS_SCOPE, key, limit: press, repeats: true });
    }
    return this.deps.attempts.attempt(keys, now);
  }
}

/**
 * The address as one mailbox, hashed (the store keeps no address here): case, spaces and the
 * look-alike forms of letters aside (full-width 'ｅｘａｍｐｌｅ.com' is example.com), and without a
 * sub-address ('jo+1@example.com', 'jo+2@...' all reach jo@example.com's mailbox), so one mailbox
 * is not flooded under names its provider delivers to it.
 */
function addressKey(address: string): string {
  const mailbox = address.normalize('NFKC').trim().toLowerCase();
  const at = mailbox.lastIndexOf('@');
  const local = mailbox.slice(0, at).replace(/\+.*$/, '');
  return createHash('sha256')
    .update(`${local}${mailbox.slice(at)}`)
    .digest('hex');
}
