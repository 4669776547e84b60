import type { Sample } from './studioApi';

/** Picks the persona whose answers drive the preview. */
export function PersonaPanel({
  samples,
  persona,
  onPick,
}: {
  samples: readonly Sample[];
  persona: string;
  part: string;
  onPick: (persona: string) => void;
}) {
  return (
    <section className="studio-persona" aria-label="Sample answers">
      <label>
        Sample answers{' '}
        <select value={persona} onChange={(event) => onPick(event.target.value)}>
          <option value="">No answers</option>
          {samples.map((sample) => (
            <option key={sample.name} value={sample.name}>
              {sample.sample.name ?? sample.name}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
