import { deepEquals, type RegistryWidgetsType } from '@rjsf/utils';
import { type ReactNode, useState } from 'react';
import { engineWidgets } from '../widgets/index';
import { defaultEngineText, EngineTextContext, type EngineText } from './EngineText';
import { DiscardContext, useDiscards } from './discardContext';
import { OptionsContext, type OptionLists } from './OptionsContext';
import { StepForm } from './StepForm';
import type { FormDocument, FormStep, StepChecks } from './types';

export interface SingleFormProps {
  /** The form's schema and UI schema (its title is not drawn: the page gives the heading). */
  form: FormStep;
  checks: StepChecks;
  initialData: FormDocument;
  /** The answers passed their checks. */
  onValid: (data: FormDocument) => void;
  /** Applied on every change (rules of the page): returns the document to keep. */
  transform?: (previous: FormDocument, next: FormDocument) => FormDocument;
  onChange?: (data: FormDocument) => void;
  onBack?: () => void;
  /** Buttons in place of the form's own (see StepForm); null shows none. */
  actions?: ReactNode;
  widgets?: RegistryWidgetsType;
  options?: OptionLists;
  text?: Partial<EngineText>;
}

/**
 * One form on its own (a page's smaller form): the same step form, templates, widgets, checks and
 * error summary as the accordion's steps, without the accordion.
 */
export function SingleForm(props: SingleFormProps) {
  const [data, setData] = useState<FormDocument>(props.initialData);
  const [revision, setRevision] = useState(0);
  // An unsaved item's discard, announced by its card before the change that takes it out.
  const discards = useDiscards();
  const change = (next: FormDocument) => {
    const visible = props.checks.withoutHidden?.(next) ?? next;
    // An unsaved item taken back is no change for the rules: nothing was removed.
    const kept = props.transform ? props.transform(discards.previousFor(visible, data), visible) : visible;
    if (kept !== next && !deepEquals(kept, next)) setRevision((r) => r + 1);
    setData(kept);
    props.onChange?.(kept);
  };
  return (
    <EngineTextContext value={{ ...defaultEngineText, ...props.text }}>
      <OptionsContext value={props.options ?? (() => undefined)}>
        <DiscardContext value={discards.announce}>
          <div className="single-form">
            <StepForm
              step={props.form}
              checks={props.checks}
              data={data}
              revision={revision}
              widgets={{ ...engineWidgets, ...props.widgets }}
              onChange={change}
              {...(props.onBack ? { onBack: props.onBack } : {})}
              {...(props.actions !== undefined ? { actions: props.actions } : {})}
              onValid={props.onValid}
            />
          </div>
        </DiscardContext>
      </OptionsContext>
    </EngineTextContext>
  );
}
