import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { applyRules } from '../../../journey/src/rules/applyRules';
import type { JsonObject, LoadedStep } from '../../../journey/src/steps/stepTypes';
import { rewordDocument } from '../../../journey/src/wording/rewordDocument';
import { engineText } from '../../../renderer/app/form/formText';
import { appWidgets } from '../../../renderer/app/widgets/appWidgets';
import { JourneyForm } from '../../../renderer/engine/form/JourneyForm';
import type { FormDocument, FormStep } from '../../../renderer/engine/form/types';
import { partFolder } from '../../lib/unreadableDocument';
import { drawn, liveChecks, liveOptions, liveRules, liveSteps, useJourneyVersion } from '../live/liveJourney';
import { UnreadableFindings } from './UnreadableFindings';

const noSteps: LoadedStep[] = [];

/**
 * The seven steps as the customer's form has them (the additional driver's questions in the third
 * person); with `they`, every text of every step reworded as for an additional driver.
 */
function previewSteps(steps: readonly LoadedStep[], wording: 'you' | 'they'): FormStep[] {
  return steps.map((step) => ({
    id: step.id,
    title: step.title,
    schema: (wording === 'they' ? rewordDocument(step.schema) : step.schema) as RJSFSchema,
    uiSchema: (wording === 'they' ? rewordDocument(step.ui) : step.ui) as UiSchema,
  }));
}

/**
 * One step drawn by the customer app's form (the engine, the app's widgets, rules and copy), from
 * the documents as they are saved now (live/liveJourney.ts): a saved file redraws it in place. A
 * document it reads that has not been JSON since the studio started shows its finding instead.
 */
export function StepPreview({
  index,
  wording,
  initialData,
}: {
  index: number;
  wording: 'you' | 'they';
  initialData: FormDocument;
}) {
  const version = useJourneyVersion();
  // Each is computed once per version of the documents (liveJourney.ts).
  const { steps: loaded, problem } = liveSteps();
  const steps = useMemo(() => previewSteps(loaded ?? noSteps, wording), [loaded, wording]);
  const rules = liveRules();
  const options = liveOptions();
  useEffect(() => drawn(), [version]);
  const [open, setOpen] = useState(index);
  const [valid, setValid] = useState(false);
  return (
    <UnreadableFindings folder={partFolder({ step: index + 1 })}>
      {problem ? (
        <p role="alert" className="preview-problem">
          The saved documents cannot be drawn ({problem}); this is the last version that could.
        </p>
      ) : null}
      <JourneyForm
        steps={steps}
        checksFor={(i) =>
          steps[i] ? liveChecks(`step:${i}:${wording}`, steps[i].schema as JsonObject) : undefined
        }
        initialData={initialData}
        currentStep={open}
        furthestStep={steps.length - 1}
        onOpenStep={setOpen}
        onStepValid={() => setValid(true)}
        onChange={() => setValid(false)}
        transform={(previous, next) => applyRules(rules, previous, next)}
        widgets={appWidgets}
        options={options}
        text={engineText}
      />
      {valid ? <p className="preview-note">These answers pass the step’s checks.</p> : null}
    </UnreadableFindings>
  );
}
