import type { Proposal } from '../api/apiTypes';
import { isReferred } from './extras/proposalFlags';

/**
 * Why a referred quote cannot be bought online, in the referral's own words: the messages of the
 * reasons the quote carries (quote.metadata.reasons), each once. None for a quote not referred.
 */
export function referralReasons(proposal: Proposal | undefined): string[] {
  if (!proposal || !isReferred(proposal)) return [];
  const messages = (proposal.quote?.metadata?.reasons ?? []).map((reason) => reason.message?.trim() ?? '');
  return [...new Set(messages.filter((message) => message !== ''))];
}
