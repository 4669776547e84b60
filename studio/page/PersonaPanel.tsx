import { lazy, Suspense, useState } from 'react';
import type { OutlinePart } from '../lib/journeyOutline';
import { Fallback } from './Fallback';
import { saveSample, type Sample } from './studioApi';

const PersonaReading = lazy(() => import('./reading/PersonaReading'));

function PersonaEditor({ sample, onSaved }: { sample: Sample; onSaved: () => void }) {
  const [text, setText] = useState(() => JSON.stringify(sample.sample, null, 2));
  const [status, setStatus] = useState('');
  const save = async () => {
    try {
      await saveSample(sample.name, JSON.parse(text));
      setStatus(`Saved journey/samples/${sample.name}.json`);
      onSaved();
    } catch (error) {
      setStatus(`Not saved: ${(error as Error).message}`);
    }
  };
  return (
    <details className="studio-persona-editor">
      <summary>Edit the answers of {sample.sample.name ?? sample.name}</summary>
      <label>
        journey/samples/{sample.name}.json
        <textarea value={text} rows={16} spellCheck={false} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="button" onClick={() => void save()}>
        Save persona
      </button>
      {status ? <p role="status">{status}</p> : null}
    </details>
  );
}

/** Picks the persona whose answers drive the preview, edits it, and reads the step with it. */
export function PersonaPanel({
  samples,
  persona,
  part,
  onPick,
  onSaved,
}: {
  samples: readonly Sample[];
  persona: string;
  part: OutlinePart;
  onPick: (persona: string) => void;
  onSaved: () => void;
}) {
  const sample = samples.find((s) => s.name === persona);
  return (
    <section className="studio-persona" aria-label="Sample answers">
      <label>
        Sample answers{' '}
        <select value={persona} onChange={(event) => onPick(event.target.value)}>
          <option value="">No answers</option>
          {samples.map((s) => (
            <option key={s.name} value={s.name}>
              {s.sample.name ?? s.name}
            </option>
          ))}
        </select>
      </label>
      {sample ? (
        <>
          {sample.sample.description ? <p>{sample.sample.description}</p> : null}
          {sample.problem ? <p role="alert">{sample.problem}</p> : null}
          <PersonaEditor
            key={`${sample.name}:${JSON.stringify(sample.sample)}`}
            sample={sample}
            onSaved={onSaved}
          />
        </>
      ) : null}
      <Fallback key={`${persona}:${part.id}`}>
        <Suspense fallback={<p>Reading the answers…</p>}>
          <PersonaReading part={part} data={sample?.sample.answers ?? {}} />
        </Suspense>
      </Fallback>
    </section>
  );
}
