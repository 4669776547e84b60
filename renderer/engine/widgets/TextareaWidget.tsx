import type { WidgetProps } from '@rjsf/utils';
import { describedBy, useFieldMessage } from '../form/FormStatusContext';

/** A longer text answer. */
export function TextareaWidget({ id, value, disabled, onChange, onBlur, options, uiSchema }: WidgetProps) {
  const message = useFieldMessage(id);
  return (
    <textarea
      id={id}
      className={`input${message ? ' input--invalid' : ''}`}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(message))}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
    />
  );
}
