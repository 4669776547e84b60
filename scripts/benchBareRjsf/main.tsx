// The bench's yardstick (scripts/benchForm.ts): plain RJSF v6, its own theme and the ajv validator
// compiling at run time, drawing one resolved step schema of the journey over the same answers. No
// ui schema, no rules, no wording, no widgets of ours: what the library alone costs per keystroke.
// Built by the bench into a temporary folder; never part of the customer's build.
import Form from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createSteps } from '../../journey/src/steps/steps';

const steps = createSteps();
// The journey's schemas carry ajv-errors' messages and its own formats, which plain ajv does not know.
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateFormats: false } });

function Bare({ step, answers }: { step: number; answers: Record<string, unknown> }) {
  const [data, setData] = useState(answers);
  return (
    <Form
      schema={steps[step]!.schema}
      formData={data}
      validator={validator}
      onChange={(event) => setData(event.formData as Record<string, unknown>)}
    />
  );
}

const root = createRoot(document.getElementById('root')!);
(window as unknown as { benchShow: (step: number, answers: Record<string, unknown>) => void }).benchShow = (
  step,
  answers,
) => {
  root.render(<Bare key={step} step={step} answers={answers} />);
};
