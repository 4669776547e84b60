import { useEffect, useState } from 'react';
import { getJourney, getSamples, onJourneyChange, type JourneyView, type Sample } from './studioApi';

/**
 * The journey as the server reads it from disk (outline and the checker's findings) and the
 * personas, fetched again whenever a file under the journey folder changes.
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
    getSamples().then(
      (next) => current && setSamples(next),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [generation]);
  useEffect(() => onJourneyChange(() => setGeneration((g) => g + 1)), []);
  return { view, samples, problem, reload: () => setGeneration((g) => g + 1) };
}
