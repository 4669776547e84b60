import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { applyRules } from '../../../journey/src/rules/applyRules';
import { journeyRules } from '../../../journey/src/rules/journeyRules';
import { rewordDocument } from '../../../journey/src/wording/rewordDocument';
import { formSteps } from '../../../renderer/app/form/formSteps';
import { engineText } from '../../../renderer/app/form/formText';
import { stepChecksNow } from '../../../renderer/app/form/stepChecks';
import { appWidgets } from '../../../renderer/app/widgets/appWidgets';
import { JourneyForm } from '../../../renderer/engine/form/JourneyForm';
import type { FormDocument, FormStep } from '../../../renderer/engine/form/types';
import { journeyOptions } from './journeyOptions';

/**
 * The seven steps as the customer's form has them (formSteps: the additional driver's questions
 * in the third person); with `they`, every text of every step reworded as for an additional driver.
 */
function previewSteps(wording: 'you' | 'they'): FormStep[] {
  return formSteps.map((step) => ({
    id: step.id,
    title: step.title,
    schema: (wording === 'they' ? rewordDocument(step.schema) : step.schema) as RJSFSchema,
    uiSchema: (wording === 'they' ? rewordDocument(step.ui) : step.ui) as UiSchema,
  }));
}

/** One step drawn by the customer app's form (the engine, the app's widgets, rules and copy). */
export function StepPreview({
  index,
  wording,
  initialData,
}: {
  index: number;
  wording: 'you' | 'they';
  initialData: FormDocument;
}) {
  const steps = useMemo(() => previewSteps(wording), [wording]);
  const checks = useMemo(
    () =>
      steps.map((step, i) =>
        stepChecksNow({ ...step, number: i + 1, schema: step.schema, ui: step.uiSchema }, i),
      ),
    [steps],
  );
  const [open, setOpen] = useState(index);
  const [valid, setValid] = useState(false);
  return (
    <>
      <JourneyForm
        steps={steps}
        checksFor={(i) => checks[i]}
        initialData={initialData}
        currentStep={open}
        furthestStep={steps.length - 1}
        onOpenStep={setOpen}
        onStepValid={() => setValid(true)}
        onChange={() => setValid(false)}
        transform={(previous, next) => applyRules(journeyRules, previous, next)}
        widgets={appWidgets}
        options={journeyOptions}
        text={engineText}
      />
      {valid ? <p className="preview-note">These answers pass the step’s checks.</p> : null}
    </>
  );
}
