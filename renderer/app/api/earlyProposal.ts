import type { Answer } from './apiTypes';
import { getProposal } from './proposalApi';

type StoredProposal = Answer<'getProposal'>;

let early: { uuid: string; answer: Promise<StoredProposal> } | undefined;

/**
 * Asks for the proposal of a page after the form as the app starts, alongside the page's own code
 * rather than after it (main.tsx). The page's query takes the answer (takeEarlyProposal).
 */
export function fetchProposalEarly(uuid: string): void {
  const answer = getProposal(uuid);
  // A failure is the page's to handle when it takes the answer; untaken, it is dropped.
  answer.catch(() => undefined);
  early = { uuid, answer };
}

/** The answer fetched early for `uuid`, once; undefined when there is none. */
export function takeEarlyProposal(uuid: string): Promise<StoredProposal> | undefined {
  if (early?.uuid !== uuid) return undefined;
  const { answer } = early;
  early = undefined;
  return answer;
}
