import type { RJSFSchema } from '@rjsf/utils';
import { useEffect } from 'react';
import { engineText } from '../../../renderer/app/form/formText';
import { appWidgets } from '../../../renderer/app/widgets/appWidgets';
import { SingleForm } from '../../../renderer/engine/form/SingleForm';
import type { FormDocument } from '../../../renderer/engine/form/types';
import { partFolder } from '../../lib/unreadableDocument';
import { drawn, liveChecks, liveForm, liveOptions, useJourneyVersion } from '../live/liveJourney';
import { UnreadableFindings } from './UnreadableFindings';

/** One of the pages' smaller forms, drawn by the engine as its page draws it, as saved now. */
export function FormPreview({ name, initialData }: { name: string; initialData: FormDocument }) {
  const version = useJourneyVersion();
  // Each is computed once per version of the documents (liveJourney.ts).
  const form = liveForm(name);
  const options = liveOptions();
  useEffect(() => drawn(), [version]);
  return (
    <UnreadableFindings folder={partFolder({ form: name })}>
      {form instanceof Error ? (
        <p role="alert">
          The form {name} cannot be drawn: {form.message}
        </p>
      ) : (
        <SingleForm
          form={{ id: form.name, title: form.title, schema: form.schema as RJSFSchema, uiSchema: form.ui }}
          checks={liveChecks(`form:${name}`, form.schema)}
          initialData={initialData}
          onValid={() => {}}
          widgets={appWidgets}
          options={options}
          text={engineText}
        />
      )}
    </UnreadableFindings>
  );
}
