import { apiFetch } from './apiFetch';
import type { Answer, Body } from './apiTypes';
import { withoutMandate } from './withoutMandate';
import { apiFetchWithBotCheck } from './botCheckToken';
import { withVersion } from './proposalVersion';

// The calls of the pages after the form (second document, section 7). Each answer is the shape
// its schema in schemas/api describes; the server checks every body with the same schemas.

const proposalPath = (uuid: string) => `/api/proposal/${encodeURIComponent(uuid)}`;

/**
 * A call that changes proposal `uuid`, its version kept track of (proposalVersion.ts); `use`
 * 'changeRead' holds it to the version this tab last read or saved (If-Match), so the server
 * refuses it (409 `conflict`) when another tab has saved since.
 */
const change = <T>(
  uuid: string,
  path: string,
  body?: unknown,
  use: 'change' | 'changeRead' = 'change',
): Promise<T> =>
  withVersion(uuid, use, (headers, onResponse) =>
    apiFetch<T>('POST', `${proposalPath(uuid)}${path}`, body, headers, onResponse),
  );

/** The confirm call's body: the summary page's form (journey/forms/confirm-details). */
export type ConfirmDetails = Body<'confirm'>;

/** The recall call's body: reference, postcode and date of birth; a deep link adds its request. */
export type RecallDetails = Body<'recall'>;

/**
 * `POST .../payment-option`: payment method, auto-renewal, registration, consents. It holds to
 * the version this tab last read or saved. `check` saves nothing: it holds to no version and
 * leaves the one kept alone, as its answer is not put in place of the page's proposal.
 */
export function updatePaymentOption(
  uuid: string,
  body: Body<'paymentOption'>,
): Promise<Answer<'paymentOption'>> {
  if (body.check) {
    return apiFetch<Answer<'paymentOption'>>('POST', `${proposalPath(uuid)}/payment-option`, body);
  }
  return change<Answer<'paymentOption'>>(uuid, '/payment-option', body, 'changeRead');
}

/**
 * `POST .../addons`: one answer per add-on code (null unanswered); the quote is made again. It
 * holds to the version this tab last read or saved.
 */
export function selectAddons(uuid: string, addons: Body<'addons'>['addons']): Promise<Answer<'addons'>> {
  return change<Answer<'addons'>>(uuid, '/addons', { addons }, 'changeRead');
}

/**
 * `POST /json/proposal/update`: saves the changed proposal (start date, excess) and requotes. It
 * holds to the version this tab last read or saved (409 `conflict` when another tab saved since).
 */
export async function updateAndRequote(
  proposal: Body<'updateQuote'>,
): Promise<Answer<'updateQuote'>['data']> {
  // The mandate is pay-monthly's: the page holds it masked and never sends it back.
  const { data } = await withVersion(proposal.uuid, 'changeRead', (headers, onResponse) =>
    apiFetch<Answer<'updateQuote'>>(
      'POST',
      '/json/proposal/update',
      withoutMandate(proposal),
      headers,
      onResponse,
    ),
  );
  return data;
}

/** `POST .../pay-monthly`: the direct debit mandate, after the modulus and credit checks. */
export function savePayMonthly(
  uuid: string,
  directDebit: Body<'payMonthly'>['direct_debit'],
): Promise<Answer<'payMonthly'>> {
  return change<Answer<'payMonthly'>>(uuid, '/pay-monthly', {
    is_pay_monthly: true,
    direct_debit: directDebit,
  });
}

/**
 * `POST .../confirm`: the e-mail address, mobile number, auto-renewal and declarations. It holds
 * to the version this tab last read or saved: the customer confirms the quote the page shows.
 */
export function confirmDetails(uuid: string, body: ConfirmDetails): Promise<Answer<'confirm'>> {
  return change<Answer<'confirm'>>(uuid, '/confirm', body, 'changeRead');
}

/** `POST .../quote/payment`: the card payment page's address (the frame's URL). */
export function startCardPayment(uuid: string, returnUrl: string): Promise<Answer<'startPayment'>> {
  const body: Body<'startPayment'> = { return_url: returnUrl };
  return change<Answer<'startPayment'>>(uuid, '/quote/payment', body);
}

/** `GET .../payment-status`: the latest card payment. */
export function getPaymentStatus(uuid: string): Promise<Answer<'paymentStatus'>> {
  return apiFetch<Answer<'paymentStatus'>>('GET', `${proposalPath(uuid)}/payment-status`);
}

/** `POST .../device-risk`: stores the device fingerprint. */
export function saveDeviceRisk(uuid: string, blackbox: string): Promise<Answer<'deviceRisk'>> {
  const body: Body<'deviceRisk'> = { blackbox };
  return change<Answer<'deviceRisk'>>(uuid, '/device-risk', body);
}

/** `POST .../save-device-risk-check`: runs the fraud check on the stored fingerprint. */
export function runDeviceRiskCheck(uuid: string): Promise<Answer<'deviceRiskCheck'>> {
  return change<Answer<'deviceRiskCheck'>>(uuid, '/save-device-risk-check');
}

/** `POST .../quote/accept`: accepts a paid quote (with the mandate when paying monthly). */
export function acceptQuote(
  uuid: string,
  directDebit?: Body<'accept'>['direct_debit'],
): Promise<Answer<'accept'>> {
  return change<Answer<'accept'>>(uuid, '/quote/accept', directDebit ? { direct_debit: directDebit } : {});
}

/** `GET .../generate-portal-link`: a signed, expiring link to the customer portal. */
export function generatePortalLink(uuid: string): Promise<Answer<'portalLink'>> {
  return apiFetch<Answer<'portalLink'>>('GET', `${proposalPath(uuid)}/generate-portal-link`);
}

/** `POST /api/proposal/recall` (with a fresh bot-check token): the quote matching all three details. */
export function recallQuote(body: RecallDetails): Promise<Answer<'recall'>> {
  return apiFetchWithBotCheck<Answer<'recall'>>('recall', 'POST', '/api/proposal/recall', body);
}

/** `POST .../send-quote-email` (with a fresh bot-check token): e-mails the quote to the proposer. */
export function sendQuoteEmail(uuid: string): Promise<Answer<'sendQuoteEmail'>> {
  return apiFetchWithBotCheck<Answer<'sendQuoteEmail'>>(
    'send_quote_email',
    'POST',
    `${proposalPath(uuid)}/send-quote-email`,
    { uuid },
  );
}
