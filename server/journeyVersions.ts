import type Ajv from 'ajv';
import { listValues } from '../journey/src/lists/listValues';
import type { JourneyDocuments } from '../journey/src/steps/stepTypes';
import {
  canonicalJson,
  compareHumanVersions,
  versionedDocuments,
} from '../journey/src/versions/journeyVersion';
import { migrateAnswers, migrationsIn } from '../journey/src/versions/migrateAnswers';
import type { Proposal } from '../schemas/generated/index';
import { createAjv } from '../schemas/src/createAjv';
import { journeyPages, type JourneyPages } from './journeyPages';
import { journeyChecks, type JourneyChecks } from './journeyProposal';
import type { JourneyVersionStore } from './storage/journeyVersions';

/** The checks of a proposal's own journey version, and whether it is older than this server's. */
export interface PinnedJourney {
  /** Its steps' checks and rules. */
  checks: JourneyChecks;
  /** Its page forms' checks and its add-on catalogue. */
  pages: JourneyPages;
  /**
   * Before this server's version (an earlier human version, or the same one first run earlier): a
   * change of answer moves the proposal on. A newer one (a rolling deploy's next) is kept.
   */
  older: boolean;
}

/**
 * The journey versions one server process answers for: its own (current), and any other a
 * proposal was answered under, loaded from the store and built once.
 */
export interface JourneyVersions {
  readonly current: JourneyChecks;
  readonly currentPages: JourneyPages;
  /**
   * Keeps the current version in the store (once per process: at start-up, see
   * startJourneyVersions); awaited before a proposal is stamped with it.
   */
  recorded(): Promise<void>;
  /**
   * The checks of `version`: the current ones for it, else the stored version's, built once and
   * cached; undefined when the store does not know it. A proposal from before versions were kept
   * (no version) was answered under the journey that ran then: the first version the store kept.
   */
  pinned(version: string | undefined): Promise<PinnedJourney | undefined>;
  /** Answers given under `from` carried to the current version by journey/migrations. */
  migrate(answers: Proposal, from: JourneyChecks): { answers: Proposal; applied: string[] };
  /**
   * The proposal as the current version asks it, for the pages: a proposal pinned to an older
   * version with its answers carried across by the declared migrations (nothing stored changes,
   * and `journey_version` still names the version it is stored and checked under); any other
   * proposal as it is.
   */
  view(document: Proposal): Promise<Proposal>;
}

export interface JourneyVersionsDeps {
  /** The ajv the app checks with, built with the lists of `documents`. */
  ajv: Ajv;
  /** Every document of this build's journey/ (journeyDocuments.ts), migrations included. */
  documents: JourneyDocuments;
  store: JourneyVersionStore;
  clock: () => Date;
}

const listTexts = new WeakMap<JourneyDocuments, string>();

/** The values of a build's lists as one text, to tell whether two builds' lists differ. */
function listsOf(documents: JourneyDocuments): string {
  let text = listTexts.get(documents);
  if (text === undefined) listTexts.set(documents, (text = listText(documents)));
  return text;
}

const listText = (documents: JourneyDocuments) =>
  canonicalJson(
    listValues(
      Object.keys(documents)
        .filter((path) => path.startsWith('lists/'))
        .sort()
        .map((path) => documents[path]),
    ),
  );

export function createJourneyVersions(deps: JourneyVersionsDeps): JourneyVersions {
  const current = journeyChecks(deps.ajv, deps.documents);
  const migrations = migrationsIn(deps.documents);
  const currentLists = listsOf(deps.documents);
  const currentPinned: PinnedJourney = {
    checks: current,
    pages: journeyPages(deps.ajv, deps.documents),
    older: false,
  };
  const loaded = new Map<string, Promise<PinnedJourney | undefined>>();
  let recording: Promise<string> | undefined;
  let first: Promise<string | undefined> | undefined;

  /** When the current version was first run by any process (ISO). */
  const currentFirstRun = (): Promise<string> => {
    recording ??= deps.store.record(
      {
        version: current.version,
        humanVersion: current.humanVersion,
        documents: versionedDocuments(deps.documents),
      },
      deps.clock(),
    );
    // A store that failed is asked again by the next request.
    recording.catch(() => (recording = undefined));
    return recording;
  };

  async function load(version: string): Promise<PinnedJourney | undefined> {
    const [stored, since] = await Promise.all([deps.store.get(version), currentFirstRun()]);
    if (!stored) return undefined;
    // The app's ajv knows this build's lists; a version with other lists gets an ajv of its own.
    const ajv =
      listsOf(stored.documents) === currentLists
        ? deps.ajv
        : createAjv({}, { lists: listValues(Object.values(stored.documents).filter(isList)) });
    // Older: an earlier human version, or the same one (not bumped) first run earlier.
    const order = compareHumanVersions(stored.humanVersion, current.humanVersion);
    return {
      checks: journeyChecks(ajv, stored.documents),
      pages: journeyPages(ajv, stored.documents),
      older: order < 0 || (order === 0 && stored.firstRunAt < since),
    };
  }

  /** The first version the store kept (asked once, after this process's own is recorded). */
  const firstVersion = (): Promise<string | undefined> => {
    first ??= currentFirstRun().then(() => deps.store.first());
    first.catch(() => (first = undefined));
    return first;
  };

  async function pinned(version: string | undefined): Promise<PinnedJourney | undefined> {
    version ??= (await firstVersion()) ?? current.version;
    if (version === current.version) return currentPinned;
    let pinned = loaded.get(version);
    if (!pinned) {
      pinned = load(version);
      loaded.set(version, pinned);
      pinned.then(
        (found) => found ?? loaded.delete(version),
        () => loaded.delete(version),
      );
    }
    return pinned;
  }

  const migrate = (answers: Proposal, from: JourneyChecks) =>
    migrateAnswers(answers, migrations, from.humanVersion, current.humanVersion);

  return {
    current,
    currentPages: currentPinned.pages,
    recorded: async () => {
      await currentFirstRun();
    },
    pinned,
    migrate,
    async view(document) {
      const own = await pinned(document.journey_version);
      if (!own?.older) return document;
      const migrated = migrate(document, own.checks);
      return migrated.applied.length === 0 ? document : migrated.answers;
    },
  };
}

/**
 * The journey versions of a server process, its own kept in the store before it serves a call:
 * during a rolling deploy the processes of the other version can load it before any customer
 * meets it (main.ts calls this after the store's migrations, before listening).
 */
export async function startJourneyVersions(deps: JourneyVersionsDeps): Promise<JourneyVersions> {
  const journeys = createJourneyVersions(deps);
  await journeys.recorded();
  return journeys;
}

function isList(document: unknown): boolean {
  return typeof document === 'object' && document !== null && 'options' in document && 'name' in document;
}
