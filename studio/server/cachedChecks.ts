import { recordingView, unchangedFor, type Reads } from '../../journey/src/checks/documentsMemo';
import {
  checks as journeyChecks,
  type Check,
  type Finding,
  type JourneyDocuments,
} from '../../journey/src/checks/index';

// The checker as the studio runs it after every saved file: each check of `npm run
// check:journey`, run again only when a document it read has changed. Which documents a check
// read is recorded as it runs (a check that lists the documents reads every one of them; what the
// checks share, such as the loaded steps, counts as read by each check that asks for it), so the
// findings are always those of a whole run over the documents as they are now.

interface Remembered {
  reads: Reads;
  findings: Finding[];
}

/** Runs one check over `documents`, recording which of them it read. */
function runRecorded(check: Check, documents: JourneyDocuments): Remembered {
  const reads: Reads = { files: new Map() };
  const findings: Finding[] = [];
  try {
    check.check(recordingView(documents, reads), (finding) => findings.push(finding));
  } catch (error) {
    findings.push({
      file: '',
      path: '',
      message: `the check ${check.name} stopped: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  return { reads, findings };
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
      if (last !== undefined && unchangedFor(last.reads, documents)) return last.findings;
      const run = runRecorded(check, documents);
      remembered.set(check, run);
      return run.findings;
    });
}
