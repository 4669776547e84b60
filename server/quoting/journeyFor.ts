import { deepEqual } from '../../journey/src/rules/deepEqual';
import type { Proposal } from '../../schemas/generated/index';
import type Ajv from 'ajv';
import { journeyPages, type JourneyPages } from '../journeyPages';
import type { JourneyChecks } from '../journeyProposal';
import type { JourneyVersions } from '../journeyVersions';
import type { ProposalRecord } from '../storage/store';
import { SERVER_OWNED } from './saveAnswers';

/** The app's journey: its current checks, and the versions proposals were answered under. */
export interface VersionedJourney {
  journey: JourneyChecks;
  /** Without it (a route test's app), every proposal is checked under `journey`. */
  journeys?: JourneyVersions;
}

/** Whether two proposals hold the same answers: all but what the server owns. */
function sameAnswers(a: Proposal, b: Proposal): boolean {
  const skipped = new Set<string>(SERVER_OWNED);
  const answers = (document: Proposal) =>
    Object.fromEntries(Object.entries(document).filter(([key]) => !skipped.has(key)));
  return deepEqual(answers(a), answers(b));
}

/**
 * The checks of the journey version `version` was answered under: the current ones for a new
 * proposal or a version the store does not know; the first version kept for a proposal from
 * before versions were kept. The current version is kept in the store before any proposal is
 * stamped with it.
 */
export async function pinnedChecks(
  deps: VersionedJourney,
  version: string | undefined,
): Promise<JourneyChecks> {
  return (await pinnedJourney(deps, version)).checks;
}

/**
 * The steps' checks of the journey version `version` was answered under (as pinnedChecks), with
 * that version's add-on catalogue when the app keeps versions (a route test's app has the
 * built-in one).
 */
export async function pinnedJourney(
  deps: VersionedJourney,
  version: string | undefined,
): Promise<{ checks: JourneyChecks; pages?: JourneyPages }> {
  if (!deps.journeys) return { checks: deps.journey };
  await deps.journeys.recorded();
  const pinned = await deps.journeys.pinned(version);
  return pinned ?? { checks: deps.journeys.current, pages: deps.journeys.currentPages };
}

/**
 * The page forms' checks of the version `version` was answered under: a page's form (the
 * summary's declarations, the instalments page's direct debit, the price page's) is held to the
 * version its proposal is held to; the built-in forms without versions (a route test's app).
 */
export async function pinnedPages(
  deps: { ajv: Ajv; journeys?: JourneyVersions },
  version: string | undefined,
): Promise<JourneyPages> {
  if (!deps.journeys) return journeyPages(deps.ajv);
  return (await deps.journeys.pinned(version))?.pages ?? deps.journeys.currentPages;
}

export interface AnswersUnder {
  /** The checks the answers are held to (prepareAnswers stamps their version on the proposal). */
  journey: JourneyChecks;
  answers: Proposal;
  /** Set when the proposal moves to the current version: the versions and the migrations applied. */
  moved?: { from: string; to: string; migrations: string[] };
}

/**
 * The journey a save of `answers` on `current` is checked under. A proposal stays on its own
 * version while its answers are those stored (a quote under an older version stays payable);
 * with `move`, an edit that changes an answer moves it to the current version, the declared
 * migrations (journey/migrations) carrying its answers across. A proposal on a version newer
 * than this server's (another process of a rolling deploy) stays on it.
 */
export async function answersUnder(
  deps: VersionedJourney,
  current: ProposalRecord | undefined,
  answers: Proposal,
  move: boolean,
): Promise<AnswersUnder> {
  if (!deps.journeys) return { journey: deps.journey, answers };
  await deps.journeys.recorded();
  const latest = deps.journeys.current;
  const pinned = await deps.journeys.pinned(current?.document.journey_version);
  if (!pinned || !current) return { journey: latest, answers };
  if (pinned.checks === latest || !pinned.older || !move) return { journey: pinned.checks, answers };
  if (sameAnswers(answers, current.document)) return { journey: pinned.checks, answers };
  // The pages read the proposal as the current version asks it (JourneyVersions.view): the same
  // answers sent back in that shape are no change, and the stored ones are kept on their version.
  const view = await deps.journeys.view(current.document);
  if (view !== current.document && sameAnswers(answers, view)) {
    return { journey: pinned.checks, answers: current.document };
  }
  const migrated = deps.journeys.migrate(answers, pinned.checks);
  return {
    journey: latest,
    answers: migrated.answers,
    moved: { from: pinned.checks.version, to: latest.version, migrations: migrated.applied },
  };
}
