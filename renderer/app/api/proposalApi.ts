import { apiFetch } from './apiFetch';
import type { Answer, Body } from './apiTypes';
import { withoutMandate } from './withoutMandate';
import { apiFetchWithBotCheck } from './botCheckToken';
import { withVersion } from './proposalVersion';

const proposalPath = (uuid: string) => `/api/proposal/${encodeURIComponent(uuid)}`;

/** `GET /api/proposal/{uuid}`: the stored proposal (its version kept for the next save). */
export function getProposal(uuid: string): Promise<Answer<'getProposal'>> {
  return withVersion(uuid, 'read', (headers, onResponse) =>
    apiFetch<Answer<'getProposal'>>('GET', proposalPath(uuid), undefined, headers, onResponse),
  );
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
  return withVersion(undefined, 'change', (_headers, onResponse) =>
    apiFetchWithBotCheck<Answer<'createProposal'>>(
      'create_proposal',
      'POST',
      `/api/proposal${reached(reachedStep)}`,
      body,
      onResponse,
    ),
  );
}

/**
 * `POST /api/proposal/{uuid}`: updates a stored proposal's answers (the mandate is pay-monthly's);
 * `reachedStep` is the step the form has just completed. It holds to the version this tab last
 * read or saved: when another tab has saved since, the server refuses it (409 `conflict`).
 */
export function updateProposal(
  uuid: string,
  body: Body<'saveProposal'>,
  reachedStep?: number,
): Promise<Answer<'saveProposal'>> {
  return withVersion(uuid, 'changeRead', (headers, onResponse) =>
    apiFetch<Answer<'saveProposal'>>(
      'POST',
      `${proposalPath(uuid)}${reached(reachedStep)}`,
      withoutMandate(body),
      headers,
      onResponse,
    ),
  );
}
