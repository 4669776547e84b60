import type {
  AddonSelection,
  DeviceRiskCheckResponse,
  DirectDebit,
  PaymentOptionRequest,
  PaymentResponse,
  PaymentStatus,
  Proposal,
  SendQuoteEmailResponse,
} from '../../../schemas/generated/index';
import { apiFetch } from './apiFetch';
import { withoutMandate } from './withoutMandate';
import { apiFetchWithBotCheck } from './botCheckToken';

// The calls of the pages after the form (second document, section 7). Each answer is the shape
// its schema in schemas/api describes; the server checks every body with the same schemas.

const proposalPath = (uuid: string) => `/api/proposal/${encodeURIComponent(uuid)}`;

/** The confirm call's body: the summary page's form (journey/forms/confirm-details). */
export interface ConfirmDetails {
  risk: { proposer: { email_address: string; phone_numbers: { mobile: string } } };
  consent_to_auto_renew?: boolean;
  declarations?: { answered_honestly: boolean; agreed_terms: boolean; agreed_excesses: boolean };
}

/** The recall call's body: reference, postcode and date of birth; a deep link adds its request. */
export interface RecallDetails {
  reference: string;
  postcode: string;
  dob: string;
  options?: { request: string };
}

/** `POST .../payment-option`: payment method, auto-renewal, registration, consents; `check` saves nothing. */
export function updatePaymentOption(uuid: string, body: PaymentOptionRequest): Promise<Proposal> {
  return apiFetch<Proposal>('POST', `${proposalPath(uuid)}/payment-option`, body);
}

/** `POST .../addons`: one answer per add-on code (null unanswered); the quote is made again. */
export function selectAddons(uuid: string, addons: AddonSelection[]): Promise<Proposal> {
  return apiFetch<Proposal>('POST', `${proposalPath(uuid)}/addons`, { addons });
}

/** `POST /json/proposal/update`: saves the changed proposal (start date, excess) and requotes. */
export async function updateAndRequote(proposal: Proposal): Promise<Proposal> {
  // The mandate is pay-monthly's: the page holds it masked and never sends it back.
  const { data } = await apiFetch<{ data: Proposal }>(
    'POST',
    '/json/proposal/update',
    withoutMandate(proposal),
  );
  return data;
}

/** `POST .../pay-monthly`: the direct debit mandate, after the modulus and credit checks. */
export function savePayMonthly(uuid: string, directDebit: DirectDebit): Promise<Proposal> {
  return apiFetch<Proposal>('POST', `${proposalPath(uuid)}/pay-monthly`, {
    is_pay_monthly: true,
    direct_debit: directDebit,
  });
}

/** `POST .../confirm`: the e-mail address, mobile number, auto-renewal and declarations. */
export function confirmDetails(uuid: string, body: ConfirmDetails): Promise<Proposal> {
  return apiFetch<Proposal>('POST', `${proposalPath(uuid)}/confirm`, body);
}

/** `POST .../quote/payment`: the card payment page's address (the frame's URL). */
export function startCardPayment(uuid: string, returnUrl: string): Promise<PaymentResponse> {
  return apiFetch<PaymentResponse>('POST', `${proposalPath(uuid)}/quote/payment`, { return_url: returnUrl });
}

/** `GET .../payment-status`: the latest card payment. */
export function getPaymentStatus(uuid: string): Promise<PaymentStatus> {
  return apiFetch<PaymentStatus>('GET', `${proposalPath(uuid)}/payment-status`);
}

/** `POST .../device-risk`: stores the device fingerprint. */
export function saveDeviceRisk(uuid: string, blackbox: string): Promise<Proposal> {
  return apiFetch<Proposal>('POST', `${proposalPath(uuid)}/device-risk`, { blackbox });
}

/** `POST .../save-device-risk-check`: runs the fraud check on the stored fingerprint. */
export function runDeviceRiskCheck(uuid: string): Promise<DeviceRiskCheckResponse> {
  return apiFetch<DeviceRiskCheckResponse>('POST', `${proposalPath(uuid)}/save-device-risk-check`);
}

/** `POST .../quote/accept`: accepts a paid quote (with the mandate when paying monthly). */
export function acceptQuote(uuid: string, directDebit?: DirectDebit): Promise<Proposal> {
  return apiFetch<Proposal>(
    'POST',
    `${proposalPath(uuid)}/quote/accept`,
    directDebit ? { direct_debit: directDebit } : {},
  );
}

/** `GET .../generate-portal-link`: a signed, expiring link to the customer portal. */
export function generatePortalLink(uuid: string): Promise<{ portal_url: string }> {
  return apiFetch<{ portal_url: string }>('GET', `${proposalPath(uuid)}/generate-portal-link`);
}

/** `POST /api/proposal/recall` (with a fresh bot-check token): the quote matching all three details. */
export function recallQuote(body: RecallDetails): Promise<Proposal> {
  return apiFetchWithBotCheck<Proposal>('recall', 'POST', '/api/proposal/recall', body);
}

/** `POST .../send-quote-email` (with a fresh bot-check token): e-mails the quote to the proposer. */
export function sendQuoteEmail(uuid: string): Promise<SendQuoteEmailResponse> {
  return apiFetchWithBotCheck<SendQuoteEmailResponse>(
    'send_quote_email',
    'POST',
    `${proposalPath(uuid)}/send-quote-email`,
    { uuid },
  );
}
