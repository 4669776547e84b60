import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { journeyForms, type FormName } from '../../../journey/src/forms/forms';
import { formValidator } from '../../../renderer/app/form/formValidator';
import { engineText } from '../../../renderer/app/form/formText';
import { documentChecks } from '../../../renderer/app/form/stepChecks';
import { appWidgets } from '../../../renderer/app/widgets/appWidgets';
import { SingleForm } from '../../../renderer/engine/form/SingleForm';
import type { FormDocument } from '../../../renderer/engine/form/types';
import { journeyOptions } from './journeyOptions';

/** One of the pages' smaller forms, drawn by the engine as its page draws it. */
export function FormPreview({ name, initialData }: { name: string; initialData: FormDocument }) {
  const form = journeyForms[name as FormName];
  const parts = useMemo(
    () =>
      form
        ? {
            step: { id: form.name, title: form.title, schema: form.schema as RJSFSchema, uiSchema: form.ui },
            checks: documentChecks(form.schema, formValidator(form.schema as RJSFSchema, form.name)),
          }
        : undefined,
    [form],
  );
  if (!parts) return <p>No form is named {name}.</p>;
  return (
    <SingleForm
      form={parts.step}
      checks={parts.checks}
      initialData={initialData}
      onValid={() => {}}
      widgets={appWidgets}
      options={journeyOptions}
      text={engineText}
    />
  );
}
