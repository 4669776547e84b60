import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import '../../../renderer/app/styles/form.css';
import { applyRules } from '../../../journey/src/rules/applyRules';
import { engineText } from '../../../renderer/app/form/formText';
import { AppStateProvider } from '../../../renderer/app/state/AppStateProvider';
import { appWidgets } from '../../../renderer/app/widgets/appWidgets';
import { SingleForm } from '../../../renderer/engine/form/SingleForm';
import type { FormDocument } from '../../../renderer/engine/form/types';
import { personaChanges } from '../../lib/personaChanges';
import type { OutlinePart } from '../../lib/journeyOutline';
import {
  liveChecks,
  liveForm,
  liveOptions,
  liveRules,
  liveSteps,
  useJourneyVersion,
} from '../live/liveJourney';
import { saveEdit, saveSample, type Sample } from '../studioApi';

/** The open step (in the proposer's wording) or page form as saved now, or why it cannot be drawn. */
function drawnPart(part: OutlinePart) {
  if (part.kind === 'step') {
    const { steps, problem } = liveSteps();
    const step = part.number ? steps?.[part.number - 1] : undefined;
    if (!step) return problem ?? 'the step cannot be drawn';
    return { schema: step.schema, ui: step.ui, place: `persona:${part.number}`, rules: true };
  }
  const form = liveForm(part.id);
  if (form instanceof Error) return form.message;
  return { schema: form.schema, ui: form.ui, place: `persona:form:${part.id}`, rules: false };
}

/** Sends the changes to the persona's file (in one request where the studio takes that many). */
async function savePersona(sample: Sample, answers: FormDocument): Promise<number> {
  const changes = personaChanges(sample.sample.answers ?? {}, answers);
  if (changes.length === 0) return 0;
  if (changes.length <= 200) await saveEdit(`samples/${sample.name}.json`, changes);
  else await saveSample(sample.name, { ...sample.sample, answers });
  return changes.length;
}

/**
 * A persona's answers to the open step or form in the form customers fill in, drawn by the
 * engine from the journey's own schema (typed answers, options of their lists, the step's
 * messages); saving writes the answers that changed into journey/samples/<name>.json.
 */
export default function PersonaForm({
  part,
  sample,
  onSaved,
}: {
  part: OutlinePart;
  sample: Sample;
  onSaved: () => void;
}) {
  useJourneyVersion();
  const drawn = drawnPart(part);
  const [status, setStatus] = useState('');
  if (typeof drawn === 'string') return <p role="alert">This cannot be drawn: {drawn}</p>;
  const file = `journey/samples/${sample.name}.json`;
  const save = async (answers: FormDocument) => {
    try {
      const count = await savePersona(sample, answers);
      setStatus(count === 0 ? 'Nothing to save: the answers are as written.' : `Saved ${file}.`);
      if (count > 0) onSaved();
    } catch (error) {
      setStatus(`Not saved: ${(error as Error).message}`);
    }
  };
  const rules = liveRules();
  return (
    <div className="studio-persona-form">
      <AppStateProvider>
        <SingleForm
          key={`${sample.name}:${part.kind}:${part.id}:${JSON.stringify(sample.sample.answers)}`}
          form={{
            id: `persona-${part.id}`,
            title: part.title,
            schema: drawn.schema as RJSFSchema,
            uiSchema: drawn.ui as UiSchema,
          }}
          checks={liveChecks(drawn.place, drawn.schema)}
          initialData={(sample.sample.answers ?? {}) as FormDocument}
          {...(drawn.rules ? { transform: (previous, next) => applyRules(rules, previous, next) } : {})}
          onValid={(answers) => void save(answers)}
          widgets={appWidgets}
          options={liveOptions()}
          text={engineText}
          actions={
            <div className="step-actions">
              <button type="submit" className="button">
                Save the answers to the persona
              </button>
            </div>
          }
        />
      </AppStateProvider>
      {status ? <p role="status">{status}</p> : null}
    </div>
  );
}
