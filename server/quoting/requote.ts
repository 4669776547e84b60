import type { AddonCatalogue, Proposal, Quote, QuoteAddon, Ratebook } from '../../schemas/generated/index';
import { isBreakdown, toQuote, type ToQuoteOptions } from '../rating/index';
import { addonAnswersText, digestOf, ratedRun, type RatedRun } from './quoteBinding';
import type { RatingResult } from '../rating/index';

export interface RequoteContext {
  ratebook: Ratebook;
  asOf: Date;
  /** The proposal's web reference: kept across requotes, made once. */
  reference: string;
  /** The version of the journey documents the answers were checked under. */
  journeyVersion: string;
  /** That version's add-on catalogue (the add-ons' titles and documents); journey/addons.json by default. */
  catalogue?: AddonCatalogue;
}

export interface Requoted {
  document: Proposal;
  /** The rating, when the proposal was rated again. */
  result?: RatingResult;
  /** Add-ons the customer had chosen that the new quote no longer offers. */
  removed: string[];
  /** False when the stored quote already prices these exact answers, ratebook, journey and day. */
  changed: boolean;
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
 * longer offered moved to `removed_addons` so the customer is told. Pure but for hashing. `run`:
 * the caller's own rating of this very document (ratedRun), when it has one.
 */
export function requote(
  document: Proposal,
  context: RequoteContext,
  run: RatedRun = ratedRun(document, context.ratebook, context.asOf),
): Requoted {
  const { result, readText } = run;
  const stored = document.quote;
  const addonsText = addonAnswersText(document);
  // Hashed only when all else matches, and at most once: the add-on answers kept below are most
  // often these very ones, whose digest is then this one.
  let digest: string | undefined;
  if (
    stored?.metadata?.input_digest !== undefined &&
    stored.reference === context.reference &&
    stored.metadata.ratebook_version === context.ratebook.version &&
    stored.metadata.rating_date === result.ratingDate &&
    stored.metadata.journey_version === context.journeyVersion &&
    stored.metadata.input_digest === (digest = digestOf(readText, addonsText))
  ) {
    return { document, removed: [], changed: false };
  }
  const answers = answersOf(document);
  const offered = new Set(result.addons.map((addon) => addon.code));
  const selected = [...answers].filter(([, answer]) => answer === true).map(([code]) => code);
  const removed = result.decision === 'declined' ? [] : selected.filter((code) => !offered.has(code));

  const options: ToQuoteOptions = {
    reference: context.reference,
    asOf: context.asOf,
    ratebookVersion: context.ratebook.version,
    selectedAddons: selected,
  };
  if (context.catalogue) options.catalogue = context.catalogue;
  const quote: Quote = toQuote(result, options);
  // Each add-on is toQuote's own, so its answer is written in place rather than spread into a
  // copy (a spread is slow in Node 20); the key keeps its place.
  const quoteAddons: QuoteAddon[] = quote.addons ?? [];
  for (const addon of quoteAddons) addon.is_selected = addon.is_selected ?? answers.get(addon.code) ?? null;
  quote.addons = quoteAddons;
  // toQuote's own metadata, so added to rather than spread into a new object (slow in Node 20).
  const metadata = Object.assign(quote.metadata ?? {}, {
    rating_date: result.ratingDate,
    journey_version: context.journeyVersion,
  });
  quote.metadata = metadata;

  const keptAnswers = (document.addons ?? []).filter(
    (a) => offered.has(a.code) || result.decision === 'declined',
  );
  // Copied, then written: the keys in the order `{ ...document, addons, ... }` gives them (the
  // document's own first, new ones after), without the slow path Node 20 takes for each key
  // written after a spread.
  const updated: Proposal = Object.assign({}, document);
  updated.addons = keptAnswers;
  // Only this requote's removals: the notice is shown once, after the change that caused it.
  updated.removed_addons = removed.map((code) => ({ code }));
  updated.is_quoted = quote.is_quoted;
  updated.is_referred = quote.is_referred;
  updated.quote = quote;
  // The quote is bound to the answers as stored after the move: what the rating read (the move
  // changes none of it) and the add-on answers kept.
  const keptText = addonAnswersText(updated);
  metadata.input_digest =
    keptText === addonsText && digest !== undefined ? digest : digestOf(readText, keptText);
  return { document: updated, result, removed, changed: true };
}

/** At most one breakdown tier may be chosen. */
export function breakdownCount(codes: readonly string[]): number {
  return codes.filter(isBreakdown).length;
}
