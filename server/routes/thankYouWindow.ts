import type { ProposalRecord, Store } from '../storage/store';

/** How long after purchase the proposal's uuid still opens the thank-you page. */
export const THANK_YOU_HOURS = 24;

/**
 * When the policy was bought: the time of the proposal's first "payment.succeeded" event, which
 * the store writes in the same transaction as is_purchased (providers/payment/confirmPayment).
 * A proposal marked bought without that event (by hand, or by an older build) counts from its
 * last save, the latest moment it can have been bought.
 */
export async function purchasedAt(store: Pick<Store, 'listEvents'>, record: ProposalRecord): Promise<Date> {
  const paid = (await store.listEvents(record.uuid)).find((event) => event.type === 'payment.succeeded');
  return new Date(paid?.createdAt ?? record.updatedAt);
}

/**
 * Whether the uuid of this proposal has stopped opening it: a bought policy, more than
 * THANK_YOU_HOURS after purchase. From then on the whole policy is the portal link's alone, and
 * every call naming the uuid answers as for a uuid we never issued (404 not_found): the uuid
 * says nothing more, not even that a policy was bought with it.
 */
export async function thankYouClosed(
  store: Pick<Store, 'listEvents'>,
  record: ProposalRecord,
  now: Date,
): Promise<boolean> {
  if (!record.isPurchased) return false;
  const bought = await purchasedAt(store, record);
  return now.getTime() >= bought.getTime() + THANK_YOU_HOURS * 3_600_000;
}
