import type { DeviceRiskCheckResponse, DirectDebit, Proposal } from '../../../../schemas/generated/index';

/** The calls of the thank-you flow, passed in so the flow can be tested without a server. */
export interface PurchaseCalls {
  getProposal: (uuid: string) => Promise<Proposal>;
  waitForBlackbox: () => Promise<string>;
  saveDeviceRisk: (uuid: string, blackbox: string) => Promise<unknown>;
  runDeviceRiskCheck: (uuid: string) => Promise<DeviceRiskCheckResponse>;
  acceptQuote: (uuid: string, directDebit?: DirectDebit) => Promise<Proposal>;
  /** Called once the flow knows it has a purchase to complete (to word the loading overlay). */
  onCompleting?: () => void;
}

/** Where the thank-you flow ends: the confirmation with the accepted proposal, or another page. */
export type PurchaseOutcome =
  { kind: 'confirmed'; proposal: Proposal } | { kind: 'route'; route: 'Failed' | 'Exception' };

export const isAccepted = (p: Proposal) => p.quote?.is_accepted === true || p.is_accepted === true;
export const isPurchased = (p: Proposal) => p.is_purchased === true || p.quote?.is_purchased === true;

/**
 * The thank-you flow: load the proposal; accepted already -> the confirmation; paid for -> wait
 * for the device fingerprint, store it, run the fraud check, then accept the quote (a monthly
 * payer's mandate is the stored one), and show the confirmation only if the answer is
 * accepted (otherwise Exception); not paid for -> Failed. A failed call rejects (the app's
 * failure handler routes it), as does the fingerprint wait when it times out.
 */
export async function completePurchase(uuid: string, calls: PurchaseCalls): Promise<PurchaseOutcome> {
  const proposal = await calls.getProposal(uuid);
  if (isAccepted(proposal)) return { kind: 'confirmed', proposal };
  if (!isPurchased(proposal)) return { kind: 'route', route: 'Failed' };
  calls.onCompleting?.();
  const blackbox = await calls.waitForBlackbox();
  await calls.saveDeviceRisk(uuid, blackbox);
  await calls.runDeviceRiskCheck(uuid);
  // A monthly payer's mandate is the one pay-monthly stored: the server uses it (the page only
  // ever sees it masked), so the acceptance carries none.
  const accepted = await calls.acceptQuote(uuid);
  return isAccepted(accepted)
    ? { kind: 'confirmed', proposal: accepted }
    : { kind: 'route', route: 'Exception' };
}
