import {
  checks as journeyChecks,
  type Check,
  type Finding,
  type JourneyDocuments,
} from '../../journey/src/checks/index';

// The checker as the studio runs it after every saved file: each check of `npm run
// check:journey`, run again only when a document it read has changed. Which documents a check
// read is recorded as it runs (a check that lists the documents reads every one of them), so the
// findings are always those of a whole run over the documents as they are now.

interface Remembered {
  /** The documents it read, by file, as the objects it was given; `listed`: it listed them all. */
  read: Map<string, unknown>;
  listed: string | undefined;
  findings: Finding[];
}

const listing = (documents: JourneyDocuments) => Object.keys(documents).sort().join('\n');

/** Runs one check over `documents`, recording which of them it read. */
function runRecorded(check: Check, documents: JourneyDocuments): Remembered {
  const read = new Map<string, unknown>();
  let listed = false;
  const note = (key: string | symbol) => {
    if (typeof key === 'string') read.set(key, documents[key]);
  };
  const watched = new Proxy(documents, {
    get(target, key, receiver) {
      note(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      listed = true;
      return Reflect.ownKeys(target);
    },
  });
  const findings: Finding[] = [];
  try {
    check.check(watched, (finding) => findings.push(finding));
  } catch (error) {
    findings.push({
      file: '',
      path: '',
      message: `the check ${check.name} stopped: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  return { read, listed: listed ? listing(documents) : undefined, findings };
}

/**
 * A checker that remembers each check's findings with the documents it read; `documents` are
 * compared by object, so a caller passes the same object for a file that has not changed.
 */
export function cachedChecks(checks: readonly Check[] = journeyChecks) {
  const remembered = new Map<Check, Remembered>();
  return (documents: JourneyDocuments): Finding[] =>
    checks.flatMap((check) => {
      const last = remembered.get(check);
      const fresh =
        last !== undefined &&
        (last.listed === undefined || last.listed === listing(documents)) &&
        [...last.read].every(([file, document]) => documents[file] === document);
      if (fresh) return last.findings;
      const run = runRecorded(check, documents);
      remembered.set(check, run);
      return run.findings;
    });
}
