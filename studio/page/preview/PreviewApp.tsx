import { useEffect, useRef, useState } from 'react';
import { AppStateProvider } from '../../../renderer/app/state/AppStateProvider';
import { getSamples, onPersonaSaved, type Sample } from '../studioApi';
import { FormPreview } from './FormPreview';
import { StepPreview } from './StepPreview';

/** Tells the studio's page how tall the frame's content is, so the frame shows all of it. */
function useReportHeight(frame: string) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const report = () =>
      window.parent.postMessage(
        { type: 'studio:height', frame, height: element.getBoundingClientRect().height + 32 },
        '*',
      );
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [frame]);
  return root;
}

/** The persona's answers, taken again from each save of its file the server pushes. */
function usePersonaAnswers(persona: string) {
  const [answers, setAnswers] = useState<{ data: Record<string, unknown>; revision: number }>();
  useEffect(() => {
    let revision = 0;
    const take = (sample: Sample['sample'] | undefined) =>
      setAnswers({ data: sample?.answers ?? {}, revision: ++revision });
    getSamples().then(
      (samples) => take(samples.find((s) => s.name === persona)?.sample),
      () => take(undefined),
    );
    return onPersonaSaved(persona, take);
  }, [persona]);
  return answers;
}

export function PreviewApp({
  part,
  wording,
  persona,
  frame,
}: {
  part: string;
  wording: 'you' | 'they';
  persona: string;
  frame: string;
}) {
  const root = useReportHeight(frame);
  const answers = usePersonaAnswers(persona);
  const [kind, id] = part.split(':') as [string, string];
  return (
    <div ref={root} className="preview">
      <AppStateProvider>
        {!answers ? null : kind === 'form' ? (
          <FormPreview key={`${persona}-${answers.revision}`} name={id} initialData={answers.data} />
        ) : (
          <StepPreview
            key={`${persona}-${answers.revision}`}
            index={Number(id) - 1}
            wording={wording}
            initialData={answers.data}
          />
        )}
      </AppStateProvider>
    </div>
  );
}
