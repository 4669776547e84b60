import { Worker } from 'node:worker_threads';
import type { Finding } from '../../journey/src/checks/checkTypes';
import type { SentOutline } from '../lib/journeyOutline';

/** A reading of the journey: the checker's findings and the outline as sent (lists and rules once). */
export type JourneyReading = SentOutline & { findings: Finding[] };

interface WorkerMessage {
  id: number;
  findings?: Finding[];
  result?: JourneyReading;
  error?: string;
}

/**
 * Reads the journey folder and runs the checker in a worker thread, one reading at a time; calls
 * made while one runs share the next reading, so a burst of saves costs two readings, not one each.
 */
export function journeyReader(journeyDir: string) {
  const worker = new Worker(new URL('./journeyWorker.mjs', import.meta.url));
  worker.unref();
  const waiting = new Map<number, { resolve: (r: JourneyReading) => void; reject: (e: Error) => void }>();
  const findingsListeners = new Set<(findings: Finding[]) => void>();
  let next = 0;
  worker.on('message', ({ id, findings, result, error }: WorkerMessage) => {
    if (findings) {
      for (const listener of findingsListeners) listener(findings);
      return;
    }
    const call = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) call?.reject(new Error(error));
    else if (result) call?.resolve(result);
  });
  let running: Promise<JourneyReading> | undefined;
  let queued: Promise<JourneyReading> | undefined;
  const read = () =>
    new Promise<JourneyReading>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, journeyDir });
    });
  return {
    /** The outline and the findings of the documents as they are on disk when the reading starts. */
    read(): Promise<JourneyReading> {
      if (!running) {
        running = read().finally(() => (running = undefined));
        return running;
      }
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          running = read().finally(() => (running = undefined));
          return running;
        });
      return queued;
    },
    /**
     * Calls `listener` with each reading's findings as soon as the checks have run, before the
     * outline is built: the page shows a finding without waiting for the list of questions.
     */
    onFindings(listener: (findings: Finding[]) => void): void {
      findingsListeners.add(listener);
    },
    close: () => worker.terminate(),
  };
}
