import { hash } from 'node:crypto';
import type { Proposal, Ratebook } from '../../schemas/generated/index';
import { ukToday } from '../../schemas/src/ukDates';
import { HttpError } from '../httpError';
import { rate, type RatingResult } from '../rating/index';
import { readsText, recordReads } from './recordReads';
import { apiMessage } from '../apiMessages';

/**
 * A quote is bound to the answers it priced: the digest of exactly what the rating read of the
 * proposal (every answer it looked at, and those it found missing), with the add-on answers the
 * quote prices. Answers the rating never reads (an e-mail address, a phone number) may change
 * without touching the quote; any answer it reads may not.
 */
/** A rating of a proposal with what it read (ratedRun). */
export interface RatedRun {
  result: RatingResult;
  readText: string;
}

export function ratedRun(document: Proposal, ratebook: Ratebook, asOf: Date): RatedRun {
  const { result, reads } = recordReads(document, (watched) => rate(watched, ratebook, asOf));
  return { result, readText: readsText(reads) };
}

/** The digest of the answers the rating reads of `document`, with its add-on answers. */
export function answersDigest(document: Proposal, ratebook: Ratebook, asOf: Date): string {
  return bindingDigest(ratedRun(document, ratebook, asOf).readText, document);
}

/** The digest of what a rating run read (`ratedRun`'s readText) and the document's add-on answers. */
export function bindingDigest(readText: string, document: Proposal): string {
  return digestOf(readText, addonAnswersText(document));
}

/** The add-on answers as the digest takes them: `code=answer`, sorted, comma-separated. */
export function addonAnswersText(document: Proposal): string {
  return (document.addons ?? [])
    .map((a) => `${a.code}=${a.is_selected === undefined ? true : a.is_selected}`)
    .sort()
    .join(',');
}

/** bindingDigest from its two parts, for a caller that has the add-on answers' text already. */
export function digestOf(readText: string, addonsText: string): string {
  // The one-shot hash: the same hex as createHash's, without a Hash object made for every quote.
  return hash('sha256', `${readText}\naddons=${addonsText}`, 'hex');
}

/**
 * Where a proposal's quote stands against its stored answers at `now`:
 * - `missing`: no quote to sell (never quoted, removed by a save that changed a rated answer, or
 *   declined);
 * - `lapsed`: its cover start date has passed;
 * - `stale`: the answers the rating reads are no longer those it priced;
 * - `bound`: it prices exactly these answers.
 */
export type QuoteStanding = 'missing' | 'lapsed' | 'stale' | 'bound';

export function quoteStanding(document: Proposal, ratebook: Ratebook, now: Date): QuoteStanding {
  const quote = document.quote;
  const digest = quote?.metadata?.input_digest;
  if (!quote || !digest) return 'missing';
  const start = document.risk?.start_date;
  if (start !== undefined && start < ukToday(now)) return 'lapsed';
  if (answersDigest(document, ratebook, now) !== digest) return 'stale';
  // A declined quote prices nothing to sell, though it still answers these answers.
  return quote.is_quoted === true && document.is_quoted !== false ? 'bound' : 'missing';
}

export const QUOTE_STALE_MESSAGE: Record<Exclude<QuoteStanding, 'bound'>, string> = {
  missing: apiMessage('quoteChanged'),
  stale: apiMessage('quoteChanged'),
  lapsed: apiMessage('quoteStartDatePassed'),
};

/**
 * Refuses (409 quote_stale) to act on a quote that is missing, stale or lapsed: payment, monthly
 * payments, confirming the details and acceptance sell only a quote bound to the stored answers.
 * A purchased proposal is judged without the lapse (its cover started as bought).
 */
export function requireBoundQuote(document: Proposal, ratebook: Ratebook, now: Date): void {
  let standing = quoteStanding(document, ratebook, now);
  if (standing === 'lapsed' && document.is_purchased === true) {
    const digest = document.quote?.metadata?.input_digest;
    standing = answersDigest(document, ratebook, now) === digest ? 'bound' : 'stale';
  }
  if (standing !== 'bound') throw new HttpError(409, 'quote_stale', QUOTE_STALE_MESSAGE[standing]);
}
