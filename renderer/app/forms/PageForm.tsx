import type { RJSFSchema, RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { type ReactNode, useMemo } from 'react';
import { journeyForms, type FormName } from '../../../journey/src/forms/forms';
import { SingleForm } from '../../engine/form/SingleForm';
import type { FormDocument, FormStep, StepChecks } from '../../engine/form/types';
import { formValidator } from '../form/formValidator';
import { engineText } from '../form/formText';
import { documentChecks } from '../form/stepChecks';
import { useOptionLists } from '../form/useOptionLists';
import { appWidgets } from '../widgets/appWidgets';

const checksByForm = new Map<FormName, { step: FormStep; checks: StepChecks }>();

/** A form of journey/forms as the engine draws it, with its checks, built once per form. */
export function pageFormParts(name: FormName): { step: FormStep; checks: StepChecks } {
  let parts = checksByForm.get(name);
  if (!parts) {
    const form = journeyForms[name];
    parts = {
      step: { id: form.name, title: form.title, schema: form.schema as RJSFSchema, uiSchema: form.ui },
      checks: documentChecks(form.schema, formValidator(form.schema as RJSFSchema, form.name)),
    };
    checksByForm.set(name, parts);
  }
  return parts;
}

/**
 * One of the pages' smaller forms (journey/forms/<name>): drawn by the engine with the app's
 * widgets, reference lists and copy; `onValid` gets the answers once they pass the form's checks,
 * the same checks the server makes. `ui` replaces the form's ui.json for this page (a question the
 * page answers itself drawn hidden, for instance); the schema and checks stay the form's own.
 */
export function PageForm({
  name,
  initialData,
  onValid,
  onChange,
  onBack,
  transform,
  widgets,
  ui,
  actions,
}: {
  name: FormName;
  initialData: FormDocument;
  onValid: (data: FormDocument) => void;
  onChange?: (data: FormDocument) => void;
  onBack?: () => void;
  transform?: (previous: FormDocument, next: FormDocument) => FormDocument;
  widgets?: RegistryWidgetsType;
  ui?: UiSchema;
  /** Buttons in place of the form's own submit button; a `type="submit"` one submits. */
  actions?: ReactNode;
}) {
  const { step: formStep, checks } = pageFormParts(name);
  const step = useMemo(() => (ui ? { ...formStep, uiSchema: ui } : formStep), [formStep, ui]);
  const options = useOptionLists();
  const allWidgets = useMemo(() => ({ ...appWidgets, ...widgets }), [widgets]);
  return (
    <SingleForm
      form={step}
      checks={checks}
      initialData={initialData}
      onValid={onValid}
      {...(onChange ? { onChange } : {})}
      {...(onBack ? { onBack } : {})}
      {...(transform ? { transform } : {})}
      {...(actions !== undefined ? { actions } : {})}
      widgets={allWidgets}
      options={options}
      text={engineText}
    />
  );
}
