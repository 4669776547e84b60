import type { SubmitButtonProps, UISchemaSubmitButtonOptions } from '@rjsf/utils';
import { useEngineText } from '../form/EngineText';

/** The step's submit button, labelled by ui:submitButtonOptions.submitText (else "Continue"). */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const text = useEngineText();
  const options = uiSchema?.['ui:submitButtonOptions'] as UISchemaSubmitButtonOptions | undefined;
  if (options?.norender) return null;
  return (
    <button type="submit" className="button button--primary">
      {options?.submitText ?? text.continue}
    </button>
  );
}
