import { Worker } from 'node:worker_threads';
import type { Finding } from '../../journey/src/checks/checkTypes';
import { placeFindings, type packOutline } from '../lib/journeyOutline';
import type { JourneyWork } from './journeyWorker';

/** The outline as the outline worker sends it: every part and the tables whole. */
type WholeOutline = ReturnType<typeof packOutline>;

/** A reading of the journey: the outline as sent (lists and rules once) and the checker's findings. */
export type JourneyReading = WholeOutline & { findings: Finding[] };

/**
 * One worker doing one kind of work over the journey folder, one reading at a time; calls made
 * while one runs share the next reading, so a burst of saves costs two readings, not one each.
 */
function journeyWorker<T>(journeyDir: string, work: JourneyWork) {
  const worker = new Worker(new URL('./journeyWorker.mjs', import.meta.url), { workerData: { work } });
  worker.unref();
  const waiting = new Map<number, { resolve: (r: T) => void; reject: (e: Error) => void }>();
  let next = 0;
  worker.on('message', ({ id, result, error }: { id: number; result?: T; error?: string }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) call?.reject(new Error(error));
    else call?.resolve(result as T);
  });
  const readOnce = () =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, journeyDir });
    });
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  return {
    read(): Promise<T> {
      if (!running) {
        running = readOnce().finally(() => (running = undefined));
        return running;
      }
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          running = readOnce().finally(() => (running = undefined));
          return running;
        });
      return queued;
    },
    close: () => worker.terminate(),
  };
}

/**
 * Reads the journey folder in two worker threads side by side: the checker's findings in one, the
 * outline in the other. Each gives the documents as they are on disk when its reading starts.
 */
export function journeyReader(journeyDir: string) {
  const checks = journeyWorker<Finding[]>(journeyDir, 'checks');
  const outline = journeyWorker<WholeOutline>(journeyDir, 'outline');
  return {
    /** The checker's findings. */
    findings: () => checks.read(),
    /** The outline as sent, without the findings (the page places them). */
    outline: () => outline.read(),
    /** The outline with each finding on the question it concerns, and the findings. */
    async read(): Promise<JourneyReading> {
      const [sent, findings] = await Promise.all([outline.read(), checks.read()]);
      return { ...sent, parts: placeFindings(sent.parts, findings), findings };
    },
    close: () => Promise.all([checks.close(), outline.close()]),
  };
}
