import { apiFetch } from './apiFetch';
import type { Proposal } from './apiTypes';
import { withoutMandate } from './withoutMandate';

const proposalPath = (uuid: string) => `/api/proposal/${encodeURIComponent(uuid)}`;

/** `GET /api/proposal/{uuid}`: the stored proposal. */
export function getProposal(uuid: string): Promise<Proposal> {
  return apiFetch<Proposal>('GET', proposalPath(uuid));
}

/** `POST /api/proposal`: saves a new proposal; the answer carries its uuid. */
export function createProposal(body: Proposal): Promise<Proposal> {
  return apiFetch<Proposal>('POST', '/api/proposal', body);
}

/** `POST /api/proposal/{uuid}`: updates a stored proposal's answers (the mandate is pay-monthly's). */
export function updateProposal(uuid: string, body: Proposal): Promise<Proposal> {
  return apiFetch<Proposal>('POST', proposalPath(uuid), withoutMandate(body));
}
