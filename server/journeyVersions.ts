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
import { journeyChecks, type JourneyChecks } from './journeyProposal';
import type { JourneyVersionStore } from './storage/journeyVersions';

/** The checks of a proposal's own journey version, and whether it is older than this server's. */
export interface PinnedJourney {
  checks: JourneyChecks;
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
  /** Keeps the current version in the store (once per process); awaited before a proposal is stamped with it. */
  recorded(): Promise<void>;
  /**
   * The checks of `version`: the current ones for it (or for none, a proposal from before
   * versions were kept), else the stored version's, built once and cached; undefined when the
   * store does not know it.
   */
  pinned(version: string | undefined): Promise<PinnedJourney | undefined>;
  /** Answers given under `from` carried to the current version by journey/migrations. */
  migrate(answers: Proposal, from: JourneyChecks): { answers: Proposal; applied: string[] };
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
  const loaded = new Map<string, Promise<PinnedJourney | undefined>>();
  let recording: Promise<string> | undefined;

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
      older: order < 0 || (order === 0 && stored.firstRunAt < since),
    };
  }

  return {
    current,
    recorded: async () => {
      await currentFirstRun();
    },
    async pinned(version) {
      if (version === undefined || version === current.version) return { checks: current, older: false };
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
    },
    migrate(answers, from) {
      return migrateAnswers(answers, migrations, from.humanVersion, current.humanVersion);
    },
  };
}

function isList(document: unknown): boolean {
  return typeof document === 'object' && document !== null && 'options' in document && 'name' in document;
}
