import { apiFetch } from './apiFetch';
import type { Proposal } from './apiTypes';
import { withoutMandate } from './withoutMandate';
import { apiFetchWithBotCheck } from './botCheckToken';

const proposalPath = (uuid: string) => `/api/proposal/${encodeURIComponent(uuid)}`;

/** `GET /api/proposal/{uuid}`: the stored proposal. */
export function getProposal(uuid: string): Promise<Proposal> {
  return apiFetch<Proposal>('GET', proposalPath(uuid));
}

/** `?steps=N`: the step the form has completed, which the server holds the proposal to from then on. */
const reached = (step: number | undefined) => (step === undefined ? '' : `?steps=${step}`);

/**
 * `POST /api/proposal` (with a fresh bot-check token): saves a new proposal; the answer carries
 * its uuid. `reachedStep` is the step the form has just completed.
 */
export function createProposal(body: Proposal, reachedStep?: number): Promise<Proposal> {
  return apiFetchWithBotCheck<Proposal>(
    'create_proposal',
    'POST',
    `/api/proposal${reached(reachedStep)}`,
    body,
  );
}

/**
 * `POST /api/proposal/{uuid}`: updates a stored proposal's answers (the mandate is pay-monthly's);
 * `reachedStep` is the step the form has just completed.
 */
export function updateProposal(uuid: string, body: Proposal, reachedStep?: number): Promise<Proposal> {
  return apiFetch<Proposal>('POST', `${proposalPath(uuid)}${reached(reachedStep)}`, withoutMandate(body));
}
