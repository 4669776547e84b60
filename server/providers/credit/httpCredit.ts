import type { CreditApplication, CreditDecision, CreditProvider } from './creditProvider';
import { CreditUnavailableError } from './creditProvider';

export interface HttpCreditOptions {
  /** The soft-search endpoint, e.g. https://credit.example/v1/soft-search. */
  url: string;
  /** Sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** The whole call (connect, answer and body) must finish within this. */
  timeoutMs: number;
  /** For tests; Node's global fetch by default. */
  fetch?: typeof fetch;
}

/**
 * The request body of the soft-search API (a generic shape: a real bureau's client maps to it).
 * `POST <url>` with JSON; the answer is `200 { decision: "accept" | "decline", reason, reference }`.
 */
export interface SoftSearchRequest {
  search_type: 'soft';
  purpose: 'premium_finance';
  client_reference: string;
  applicant: {
    title?: string;
    forename: string;
    surname: string;
    date_of_birth: string;
    address: CreditApplication['applicant']['address'];
  };
  bank_account: { sort_code: string; account_number: string; account_name: string };
  credit?: { amount: number; currency: 'GBP'; instalments: number };
}

// Generous for three short strings; anything longer is not the documented answer.
const MAX_BODY_CHARS = 10_000;

/** Builds the API's request from an application. */
export function softSearchRequest(application: CreditApplication): SoftSearchRequest {
  const { applicant, bankAccount, credit } = application;
  return {
    search_type: 'soft',
    purpose: 'premium_finance',
    client_reference: application.proposalUuid,
    applicant: {
      ...(applicant.title ? { title: applicant.title } : {}),
      forename: applicant.forename,
      surname: applicant.surname,
      date_of_birth: applicant.dateOfBirth,
      address: applicant.address,
    },
    bank_account: {
      sort_code: bankAccount.sortCode,
      account_number: bankAccount.accountNumber,
      account_name: bankAccount.accountName,
    },
    ...(credit
      ? { credit: { amount: credit.amount, currency: 'GBP', instalments: credit.instalments } }
      : {}),
  };
}

/** Reads the API's answer; undefined unless it is exactly the documented shape. */
export function parseDecision(text: string): CreditDecision | undefined {
  if (text.length > MAX_BODY_CHARS) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { decision, reason, reference } = body as Record<string, unknown>;
  if (decision !== 'accept' && decision !== 'decline') return undefined;
  if (typeof reference !== 'string' || reference.length === 0 || reference.length > 100) return undefined;
  // The reason is the provider's text: kept short, in our events only.
  return { decision, reason: typeof reason === 'string' ? reason.slice(0, 200) : '', reference };
}

/** The soft-search HTTP API adapter. Every failure becomes a CreditUnavailableError. */
export function httpCreditProvider(options: HttpCreditOptions): CreditProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'http',
    async softSearch(application) {
      let response: Response;
      let text: string;
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Bearer ${options.apiKey}`,
          },
          body: JSON.stringify(softSearchRequest(application)),
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
        text = await response.text();
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        throw new CreditUnavailableError(
          name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
        );
      }
      if (response.status !== 200) throw new CreditUnavailableError('status', response.status);
      const decision = parseDecision(text);
      if (!decision) throw new CreditUnavailableError('bad_response', response.status);
      return decision;
    },
  };
}
