import type { BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { describedBy, useFormStatus } from '../form/FormStatusContext';

/**
 * The one text input every simple widget draws: the value as typed, an empty string stored as
 * undefined, aria-invalid and aria-describedby from the field's state.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    value,
    type,
    placeholder,
    disabled,
    readonly,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    options,
    uiSchema,
    required,
  } = props;
  const status = useFormStatus();
  const message = status.messageFor(id);
  const inputType = type ?? 'text';
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    if (raw === '') return onChange(options.emptyValue);
    onChange(inputType === 'number' ? Number(raw) : raw);
  };
  return (
    <input
      id={id}
      name={id}
      className={`input${message ? ' input--invalid' : ''}`}
      type={inputType}
      value={value ?? ''}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      required={required}
      maxLength={typeof options.maxLength === 'number' ? options.maxLength : undefined}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      inputMode={options.inputMode === 'numeric' ? 'numeric' : undefined}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(message))}
      onChange={handle}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
