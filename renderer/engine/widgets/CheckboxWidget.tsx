import type { WidgetProps } from '@rjsf/utils';
import { describedBy, useFieldMessage } from '../form/FormStatusContext';

/** A tick box; its label is the question's own (the FieldTemplate's label points at it). */
export function CheckboxWidget({ id, value, disabled, onChange, onBlur, uiSchema }: WidgetProps) {
  const message = useFieldMessage(id);
  return (
    <input
      id={id}
      type="checkbox"
      className="checkbox"
      checked={value === true}
      disabled={disabled}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(message))}
      onChange={(e) => onChange(e.target.checked)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
