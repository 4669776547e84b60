import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { journeyOutline, packOutline } from '../lib/journeyOutline';
import { journeyFindingsReader } from './journeyFindings';

// Reads and checks the journey away from the studio's main thread, which serves the page and
// Vite's hot updates meanwhile. Each reading posts the checker's findings as soon as the checks
// have run (`findings`), then the outline of the documents with those findings (`result`). The
// reader and the checks' work are kept from one reading to the next: only what a changed document
// feeds is worked out again.

const hashOf = (text: string) => createHash('sha1').update(text).digest('base64url');

const readers = new Map<string, ReturnType<typeof journeyFindingsReader>>();

parentPort?.on('message', ({ id, journeyDir }: { id: number; journeyDir: string }) => {
  try {
    let reader = readers.get(journeyDir);
    if (!reader) readers.set(journeyDir, (reader = journeyFindingsReader(journeyDir)));
    const { documents, unreadable } = reader.read();
    const findings = reader.check(documents, unreadable);
    parentPort?.postMessage({ id, findings });
    const outline = packOutline(journeyOutline(documents, findings), hashOf);
    parentPort?.postMessage({ id, result: { ...outline, findings } });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
