import { useEffect, useState } from 'react';
import {
  getJourney,
  getSamples,
  onJourneyChange,
  onJourneyReading,
  type JourneyView,
  type Sample,
} from './studioApi';

/**
 * The journey as the server reads it from disk (outline and the checker's findings) and the
 * personas. The server pushes a new reading after every saved file; the personas are fetched
 * again when one of theirs is saved.
 */
export function useJourneyView(): {
  view: JourneyView | undefined;
  samples: Sample[];
  problem: string | undefined;
  reload: () => void;
} {
  const [view, setView] = useState<JourneyView>();
  const [samples, setSamples] = useState<Sample[]>([]);
  const [problem, setProblem] = useState<string>();
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    getJourney().then(
      (next) => {
        if (!current) return;
        setView(next);
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
    const stopReading = onJourneyReading((next) => {
      setView(next);
      setProblem(undefined);
    });
    const stopChange = onJourneyChange((file) => {
      if (file.startsWith('samples/')) void load();
    });
    return () => {
      current = false;
      stopReading();
      stopChange();
    };
  }, [generation]);
  return { view, samples, problem, reload: () => setGeneration((g) => g + 1) };
}
