import { parentPort } from 'node:worker_threads';
import { journeyOutline } from '../lib/journeyOutline';
import { journeyFindings } from './journeyFindings';

// Reads and checks the journey away from the studio's main thread: the checker takes seconds on
// a busy machine, and the main thread serves the page and Vite's hot updates meanwhile.

parentPort?.on(
  'message',
  ({ id, journeyDir, outline }: { id: number; journeyDir: string; outline: boolean }) => {
    try {
      const { documents, findings } = journeyFindings(journeyDir);
      parentPort?.postMessage({
        id,
        result: outline ? { parts: journeyOutline(documents, findings), findings } : { findings },
      });
    } catch (error) {
      parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  },
);
