import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Finding } from '../../journey/src/checks/checkTypes';
import type { OutlinePart } from '../lib/journeyOutline';
import {
  getJourney,
  getSamples,
  onFindings,
  onJourneyChange,
  onJourneyReading,
  type Sample,
} from './studioApi';

// The checker's findings as last pushed or read. Only the list of findings follows them, so a
// finding is drawn as soon as the server's checks have run, without drawing the page again.
let findingsNow: Finding[] | undefined;
/** How many times the findings were pushed on their own: a reading older than them leaves them. */
let pushedFindings = 0;
const findingsListeners = new Set<() => void>();
function showFindings(findings: Finding[]): void {
  findingsNow = findings;
  for (const listener of findingsListeners) listener();
}

/** The checker's findings for the documents as they are on disk (undefined before the first reading). */
export function useFindings(): Finding[] | undefined {
  return useSyncExternalStore(
    (listener) => {
      findingsListeners.add(listener);
      return () => findingsListeners.delete(listener);
    },
    () => findingsNow,
  );
}

/**
 * The journey as the server reads it from disk (the outline; the checker's findings are in
 * useFindings) and the personas. After every saved file the server pushes the findings and the
 * outline, each when it is ready; the personas are fetched again when one of theirs is saved.
 */
export function useJourneyView(): {
  parts: OutlinePart[] | undefined;
  samples: Sample[];
  problem: string | undefined;
  reload: () => void;
} {
  const [parts, setParts] = useState<OutlinePart[]>();
  const [samples, setSamples] = useState<Sample[]>([]);
  const [problem, setProblem] = useState<string>();
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    const pushed = pushedFindings;
    getJourney().then(
      (next) => {
        if (!current) return;
        setParts(next.parts);
        // Findings pushed while it was read are newer than its own.
        if (pushed === pushedFindings) showFindings(next.findings);
        setProblem(undefined);
      },
      (error: Error) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, [generation]);
  useEffect(() => {
    let current = true;
    const load = () =>
      getSamples().then(
        (next) => current && setSamples(next),
        () => {},
      );
    void load();
    const stopFindings = onFindings((findings) => {
      // For scripts/benchStudio.ts: when the findings reached the page.
      performance.mark('studio:findings-taken');
      pushedFindings += 1;
      showFindings(findings);
    });
    const stopReading = onJourneyReading((next) => {
      setParts(next);
      setProblem(undefined);
    });
    const stopChange = onJourneyChange((file) => {
      if (file.startsWith('samples/')) void load();
    });
    return () => {
      current = false;
      stopFindings();
      stopReading();
      stopChange();
    };
  }, [generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { parts, samples, problem, reload };
}
