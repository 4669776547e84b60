import { lazy, Suspense, useState } from 'react';
import { jsonChanges } from '../lib/conditionEditor';
import type { OutlinePart } from '../lib/journeyOutline';
import { Fallback } from './Fallback';
import { saveEdit, saveSample, type Sample } from './studioApi';

const PersonaReading = lazy(() => import('./reading/PersonaReading'));
const PersonaForm = lazy(() => import('./reading/PersonaForm'));

/** The persona's file as JSON, for its name, description and answers the form does not ask. */
function PersonaJson({ sample, onSaved }: { sample: Sample; onSaved: () => void }) {
  const [text, setText] = useState(() => JSON.stringify(sample.sample, null, 2));
  const [status, setStatus] = useState('');
  const save = async () => {
    try {
      const edited: unknown = JSON.parse(text);
      if (typeof edited !== 'object' || edited === null || Array.isArray(edited))
        throw new Error('a persona is an object');
      // Only the values that changed, where they are written (the whole file for many changes).
      const changes = jsonChanges(sample.sample, edited, '');
      if (changes.length === 0) {
        setStatus('Nothing to save: the persona is as written.');
        return;
      }
      if (changes.length <= 200) await saveEdit(`samples/${sample.name}.json`, changes);
      else await saveSample(sample.name, edited);
      setStatus(`Saved journey/samples/${sample.name}.json`);
      onSaved();
    } catch (error) {
      setStatus(`Not saved: ${(error as Error).message}`);
    }
  };
  return (
    <details className="studio-persona-editor">
      <summary>Edit {sample.sample.name ?? sample.name} as JSON</summary>
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

/** The persona's answers to the open step or form, in the form customers fill in (drawn when opened). */
function PersonaAnswers({
  sample,
  part,
  onSaved,
}: {
  sample: Sample;
  part: OutlinePart;
  onSaved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const what = part.kind === 'step' ? `step ${part.number}` : `the form ${part.title}`;
  return (
    <details className="studio-persona-answers" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        Edit {sample.sample.name ?? sample.name}’s answers to {what}
      </summary>
      {open ? (
        <Fallback key={`${sample.name}:${part.kind}:${part.id}`}>
          <Suspense fallback={<p>Loading the form…</p>}>
            <PersonaForm part={part} sample={sample} onSaved={onSaved} />
          </Suspense>
        </Fallback>
      ) : null}
    </details>
  );
}

/** Picks the persona whose answers drive the preview, edits it, and reads the step or form with it. */
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
          <PersonaAnswers sample={sample} part={part} onSaved={onSaved} />
          <PersonaJson
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
