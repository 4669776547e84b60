import { runChecks } from '../../journey/src/checks/index';
import { readJourneyDocuments } from './journeyFiles';

/** The documents as they are on disk now, with the checker's findings over them. */
export function journeyFindings(journeyDir: string) {
  const { documents, unreadable } = readJourneyDocuments(journeyDir);
  return { documents, findings: [...unreadable, ...runChecks(documents)] };
}
