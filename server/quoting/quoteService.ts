import messages from '../../journey/content/validation-messages.json';
import type { Proposal, Ratebook } from '../../schemas/generated/index';
import { HttpError, invalid } from '../httpError';
import type { JourneyChecks } from '../journeyProposal';
import type { JourneyVersions } from '../journeyVersions';
import { type NewEvent, type ProposalRecord, type Store, VersionConflictError } from '../storage/store';
import { pinnedJourney } from './journeyFor';
import type { VoidUnpayable } from './saveAnswers';
import { newQuoteReference } from './quoteReference';
import { quoteStanding, ratedRun } from './quoteBinding';
import { type RequoteContext, type Requoted, requote } from './requote';
import { apiMessage } from '../apiMessages';

export interface QuoteServiceDeps {
  store: Store;
  clock: () => Date;
  ratebook: Ratebook;
  randomInt: (maxExclusive: number) => number;
  sessionIdleMinutes: number;
  journey: JourneyChecks;
  /** The journey versions proposals were answered under: a proposal is rated under its own. */
  journeys?: JourneyVersions;
  /** After a save: voids the proposal's open card pages that would now buy nothing. */
  voidUnpayable?: VoidUnpayable;
}

/** The journey's message for an answer the rating needs and the proposal lacks. */
const MISSING = messages.required;

/** A duplicate web reference (one chance in 10^15 a pair, but never stored twice). */
function isDuplicateReference(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/i.test(e.message ?? '')
  );
}

/**
 * Quotes a proposal and saves it in one transaction with a 'quote.created' event naming the
 * ratebook version: the answers `document` (already checked against the schemas) replace the
 * stored ones. Refuses a proposal the engine cannot price yet (422, one message per missing
 * answer) and one that breaks a step's rules, such as a start date outside today..30 days
 * (422, the journey's messages). An unchanged proposal asked again on the
 * same day is answered from the store without a write. `settled`: the document is prepareAnswers'
 * answer held to every step (its furthestStep is the last), so the rules and checks are not run again.
 */
export async function saveQuoted(
  deps: QuoteServiceDeps,
  current: ProposalRecord,
  document: Proposal,
  event: { type: string; data?: Record<string, unknown> },
  options: { settled?: boolean } = {},
): Promise<ProposalRecord> {
  if (current.isPurchased) {
    throw new HttpError(409, 'conflict', apiMessage('boughtQuote'));
  }
  // Checked and quoted under the journey version the answers were given under (journeyFor.ts).
  const pinned = await pinnedJourney(deps, document.journey_version);
  // Copied, then written, rather than `{ ...deps, journey }`: a key written after a spread takes a
  // slow path in Node 20, and this runs on every quote.
  deps = Object.assign({}, deps);
  deps.journey = pinned.checks;
  const now = deps.clock();
  if (document === current.document && isCurrent(deps, document, now)) return current;
  // Never rate what the form would refuse: every step's rules, with the rules applied first;
  // `settled` answers come from prepareAnswers held to every step already, and are not done twice.
  if (!options.settled) {
    document = deps.journey.applyRules(document);
    const stepErrors = deps.journey.check(document);
    if (stepErrors.length > 0) throw invalid(stepErrors, apiMessage('answersNeededToQuote'));
  }
  // One rating for the price and for what is missing: a proposal lacking an answer is declined
  // as incomplete, naming the answers.
  let run = ratedRun(document, deps.ratebook, now);
  const missing = run.result.missing ?? [];
  if (missing.length > 0) {
    throw invalid(
      missing.map((path) => ({ path, message: MISSING })),
      apiMessage('answersNeededForPrice'),
    );
  }

  for (let attempt = 0; ; attempt += 1) {
    const reference = document.quote?.reference ?? current.reference ?? newQuoteReference(deps.randomInt);
    const quoted = requote(document, requoteContext(deps.ratebook, pinned, reference, now), run);
    if (!quoted.changed && sameDocument(current.document, quoted.document)) return current;
    try {
      const saved = await deps.store.saveProposal(
        current.uuid,
        {
          document: quoted.changed ? withoutCheckedMandate(quoted.document) : quoted.document,
          expectedVersion: current.version,
          now,
          expiresAt: new Date(now.getTime() + deps.sessionIdleMinutes * 60_000),
          // Every step was checked before rating.
          furthestStep: deps.journey.stepCount,
        },
        { type: event.type, data: eventData(event.data, quoted, reference, deps.ratebook.version) },
      );
      await deps.voidUnpayable?.(current.document, saved);
      return saved;
    } catch (error) {
      if (isDuplicateReference(error) && attempt < 3 && !current.reference) {
        document = { ...document, quote: undefined };
        run = ratedRun(document, deps.ratebook, now);
        continue;
      }
      if (error instanceof VersionConflictError) {
        throw new HttpError(409, 'conflict', apiMessage('changedMeanwhile'));
      }
      throw error;
    }
  }
}

/**
 * Creates a proposal already quoted, in one transaction with its two events: `created`, then the
 * quote's (`quoted`, with the quote's decision and price added, as saveQuoted records it). The
 * answers `document` are prepareAnswers' answer held to every step, so only the rating runs here.
 * Refuses (422, one message per missing answer) answers the rating cannot price, writing nothing.
 */
export async function createQuoted(
  deps: QuoteServiceDeps,
  input: { uuid: string; document: Proposal; furthestStep: number },
  events: { created: NewEvent; quoted: { type: string; data?: Record<string, unknown> } },
): Promise<ProposalRecord> {
  const pinned = await pinnedJourney(deps, input.document.journey_version);
  const now = deps.clock();
  const run = ratedRun(input.document, deps.ratebook, now);
  const missing = run.result.missing ?? [];
  if (missing.length > 0) {
    throw invalid(
      missing.map((path) => ({ path, message: MISSING })),
      apiMessage('answersNeededForPrice'),
    );
  }
  for (let attempt = 0; ; attempt += 1) {
    const reference = newQuoteReference(deps.randomInt);
    const quoted = requote(input.document, requoteContext(deps.ratebook, pinned, reference, now), run);
    try {
      return await deps.store.createProposal(
        {
          uuid: input.uuid,
          document: quoted.document,
          now,
          expiresAt: new Date(now.getTime() + deps.sessionIdleMinutes * 60_000),
          furthestStep: input.furthestStep,
        },
        [
          events.created,
          {
            type: events.quoted.type,
            data: eventData(events.quoted.data, quoted, reference, deps.ratebook.version),
          },
        ],
      );
    } catch (error) {
      if (isDuplicateReference(error) && attempt < 3) continue;
      throw error;
    }
  }
}

/** What a quote is made with: the ratebook, the journey version it is held to and its add-ons. */
function requoteContext(
  ratebook: Ratebook,
  pinned: Awaited<ReturnType<typeof pinnedJourney>>,
  reference: string,
  asOf: Date,
): RequoteContext {
  const context: RequoteContext = { ratebook, asOf, reference, journeyVersion: pinned.checks.version };
  if (pinned.pages) context.catalogue = pinned.pages.addons;
  return context;
}

/**
 * The event's data: the caller's, then the quote's decision, reasons and price. Copied, then
 * written, in the order of `{ ...data, requoted, ... }`, without the slow path Node 20 takes for
 * each key written after a spread.
 */
function eventData(
  given: Record<string, unknown> | undefined,
  quoted: Requoted,
  reference: string,
  ratebookVersion: string,
): Record<string, unknown> {
  const quote = quoted.document.quote;
  const data: Record<string, unknown> = Object.assign({}, given);
  data.requoted = quoted.changed;
  data.decision = !quote?.is_quoted ? 'declined' : quote.is_referred ? 'referred' : 'quoted';
  data.reasons = quote?.metadata?.reasons?.map((r) => r.code) ?? [];
  data.reference = reference;
  data.premium = quote?.premium ?? null;
  data.ratebook_version = ratebookVersion;
  data.removed_addons = quoted.removed;
  return data;
}

/**
 * A new quote without the mandate pay-monthly stored: the credit check accepted it for the credit
 * of the quote before (its price less the deposit), so the instalments page asks for it again, as
 * the summary asks again for the declarations.
 */
function withoutCheckedMandate(document: Proposal): Proposal {
  if (document.direct_debit === undefined) return document;
  const { direct_debit: _checkedBefore, ...rest } = document;
  return rest;
}

function sameDocument(a: Proposal, b: Proposal): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The stored quote already prices these answers, with this ratebook and journey, and has not lapsed. */
function isCurrent(deps: QuoteServiceDeps, document: Proposal, now: Date): boolean {
  const metadata = document.quote?.metadata;
  if (metadata?.ratebook_version !== deps.ratebook.version) return false;
  if (metadata.journey_version !== deps.journey.version || !metadata.input_digest) return false;
  // 'missing' here is a declined quote that still answers these answers.
  const standing = quoteStanding(document, deps.ratebook, now);
  return standing === 'bound' || standing === 'missing';
}
