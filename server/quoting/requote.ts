import { createHash } from 'node:crypto';
import type { Proposal, Quote, QuoteAddon, Ratebook } from '../../schemas/generated/index';
import { isBreakdown, rate, toQuote } from '../rating/index';
import type { RatingResult } from '../rating/index';

export interface RequoteContext {
  ratebook: Ratebook;
  asOf: Date;
  /** The proposal's web reference: kept across requotes, made once. */
  reference: string;
}

export interface Requoted {
  document: Proposal;
  /** The rating, when the proposal was rated again. */
  result?: RatingResult;
  /** Add-ons the customer had chosen that the new quote no longer offers. */
  removed: string[];
  /** False when the stored quote already answers these exact answers, ratebook and day. */
  changed: boolean;
}

/** The answers that decide a price: everything the customer said, none of the server's fields. */
function ratedInput(document: Proposal, ratebook: Ratebook, ratingDay: string): string {
  const { risk, addons } = document;
  return JSON.stringify({ risk, addons, ratebook: ratebook.version, day: ratingDay });
}

export function inputDigest(document: Proposal, ratebook: Ratebook, asOf: Date): string {
  return createHash('sha256')
    .update(ratedInput(document, ratebook, asOf.toISOString().slice(0, 10)))
    .digest('hex');
}

/** The customer's answer to each add-on: true added, false declined, null unanswered. */
function answersOf(document: Proposal): Map<string, boolean | null> {
  return new Map(
    (document.addons ?? []).map((a) => [a.code, a.is_selected === undefined ? true : a.is_selected]),
  );
}

/**
 * Rates the proposal and writes the new quote into it: the decision flags, the quote with every
 * field, the add-on answers carried over (true, false or null), and any chosen add-on that is no
 * longer offered moved to `removed_addons` so the customer is told. Pure but for hashing.
 */
export function requote(document: Proposal, context: RequoteContext): Requoted {
  const digest = inputDigest(document, context.ratebook, context.asOf);
  if (document.quote?.metadata?.input_digest === digest && document.quote.reference === context.reference) {
    return { document, removed: [], changed: false };
  }
  const result = rate(document, context.ratebook, context.asOf);
  const answers = answersOf(document);
  const offered = new Set(result.addons.map((addon) => addon.code));
  const selected = [...answers].filter(([, answer]) => answer === true).map(([code]) => code);
  const removed = result.decision === 'declined' ? [] : selected.filter((code) => !offered.has(code));

  const quote: Quote = toQuote(result, {
    reference: context.reference,
    asOf: context.asOf,
    ratebookVersion: context.ratebook.version,
    selectedAddons: selected,
  });
  quote.addons = (quote.addons ?? []).map((addon): QuoteAddon => ({
    ...addon,
    is_selected: addon.is_selected ?? answers.get(addon.code) ?? null,
  }));
  quote.metadata = { ...quote.metadata, rating_date: result.ratingDate, input_digest: digest };

  const keptAnswers = (document.addons ?? []).filter(
    (a) => offered.has(a.code) || result.decision === 'declined',
  );
  const updated: Proposal = {
    ...document,
    addons: keptAnswers,
    // Only this requote's removals: the notice is shown once, after the change that caused it.
    removed_addons: removed.map((code) => ({ code })),
    is_quoted: quote.is_quoted,
    is_referred: quote.is_referred,
    quote,
  };
  // The digest is of the answers as stored after the move, so asking again changes nothing.
  quote.metadata.input_digest = inputDigest(updated, context.ratebook, context.asOf);
  return { document: updated, result, removed, changed: true };
}

/** At most one breakdown tier may be chosen. */
export function breakdownCount(codes: readonly string[]): number {
  return codes.filter(isBreakdown).length;
}
