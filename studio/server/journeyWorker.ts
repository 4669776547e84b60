import { createHash } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { journeyOutline, packOutline } from '../lib/journeyOutline';
import { journeyFindingsReader } from './journeyFindings';

// Reads the journey away from the studio's main thread, which serves the page and Vite's hot
// updates meanwhile. The studio runs two of these side by side (workerData): one runs the
// checker and posts its findings, the other builds the outline (the steps and forms and their
// questions, without the findings: the page places them); so a finding does not wait for the
// outline, nor the list of questions for the checks. The reader and the work done are kept from
// one reading to the next: only what a changed document feeds is worked out again.

export type JourneyWork = 'checks' | 'outline';

const work = (workerData as { work: JourneyWork }).work;
const hashOf = (text: string) => createHash('sha1').update(text).digest('base64url');
const readers = new Map<string, ReturnType<typeof journeyFindingsReader>>();

parentPort?.on('message', ({ id, journeyDir }: { id: number; journeyDir: string }) => {
  try {
    let reader = readers.get(journeyDir);
    if (!reader) readers.set(journeyDir, (reader = journeyFindingsReader(journeyDir)));
    const reading = reader.read();
    if (work === 'checks') parentPort?.postMessage({ id, result: reader.check(reading) });
    else parentPort?.postMessage({ id, result: packOutline(journeyOutline(reading.documents), hashOf) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
