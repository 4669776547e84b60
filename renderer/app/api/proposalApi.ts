import { apiFetch } from './apiFetch';
import type { Answer, Body } from './apiTypes';
import { withoutMandate } from './withoutMandate';
import { apiFetchWithBotCheck } from './botCheckToken';

const proposalPath = (uuid: string) => `/api/proposal/${encodeURIComponent(uuid)}`;

/** `GET /api/proposal/{uuid}`: the stored proposal. */
export function getProposal(uuid: string): Promise<Answer<'getProposal'>> {
  return apiFetch<Answer<'getProposal'>>('GET', proposalPath(uuid));
}

/** `?steps=N`: the step the form has completed, which the server holds the proposal to from then on. */
const reached = (step: number | undefined) => (step === undefined ? '' : `?steps=${step}`);

/**
 * `POST /api/proposal` (with a fresh bot-check token): saves a new proposal; the answer carries
 * its uuid. `reachedStep` is the step the form has just completed.
 */
export function createProposal(
  body: Body<'createProposal'>,
  reachedStep?: number,
): Promise<Answer<'createProposal'>> {
  return apiFetchWithBotCheck<Answer<'createProposal'>>(
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
export function updateProposal(
  uuid: string,
  body: Body<'saveProposal'>,
  reachedStep?: number,
): Promise<Answer<'saveProposal'>> {
  return apiFetch<Answer<'saveProposal'>>(
    'POST',
    `${proposalPath(uuid)}${reached(reachedStep)}`,
    withoutMandate(body),
  );
}
