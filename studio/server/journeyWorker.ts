import { parentPort } from 'node:worker_threads';
import type { Finding } from '../../journey/src/checks/checkTypes';
import { journeyOutline } from '../lib/journeyOutline';
import { journeyFindingsReader } from './journeyFindings';

// Reads and checks the journey away from the studio's main thread: the checker takes seconds on
// a busy machine, and the main thread serves the page and Vite's hot updates meanwhile. Each
// reading first posts the outline of the documents as they are now with the findings of the last
// reading (`early`), then the outline with the findings of these documents.

const readers = new Map<string, ReturnType<typeof journeyFindingsReader>>();
let lastFindings: Finding[] = [];

parentPort?.on('message', ({ id, journeyDir }: { id: number; journeyDir: string }) => {
  try {
    let reader = readers.get(journeyDir);
    if (!reader) readers.set(journeyDir, (reader = journeyFindingsReader(journeyDir)));
    const { documents, unreadable } = reader.read();
    parentPort?.postMessage({
      id,
      early: { parts: journeyOutline(documents, lastFindings), findings: lastFindings },
    });
    const findings = reader.check(documents, unreadable);
    lastFindings = findings;
    parentPort?.postMessage({ id, result: { parts: journeyOutline(documents, findings), findings } });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
