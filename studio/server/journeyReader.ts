import { Worker } from 'node:worker_threads';
import type { Finding } from '../../journey/src/checks/checkTypes';
import type { OutlinePart } from '../lib/journeyOutline';

export interface JourneyReading {
  findings: Finding[];
  parts?: OutlinePart[];
}

/**
 * Reads the journey folder and runs the checker in a worker thread, one reading at a time; calls
 * made while one runs share the next reading, so a burst of saves costs two readings, not one each.
 */
export function journeyReader(journeyDir: string) {
  const worker = new Worker(new URL('./journeyWorker.mjs', import.meta.url));
  worker.unref();
  const waiting = new Map<number, { resolve: (r: JourneyReading) => void; reject: (e: Error) => void }>();
  const early = new Set<(reading: JourneyReading) => void>();
  let next = 0;
  worker.on(
    'message',
    ({
      id,
      result,
      error,
      early: outline,
    }: {
      id: number;
      result?: JourneyReading;
      error?: string;
      early?: JourneyReading;
    }) => {
      if (outline) {
        for (const listener of early) listener(outline);
        return;
      }
      const call = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) call?.reject(new Error(error));
      else if (result) call?.resolve(result);
    },
  );
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
     * Calls `listener` with each reading's outline before its checks have run (the findings are
     * the last reading's): the page lists a saved title without waiting for the checker.
     */
    onOutline(listener: (reading: JourneyReading) => void): void {
      early.add(listener);
    },
    close: () => worker.terminate(),
  };
}
