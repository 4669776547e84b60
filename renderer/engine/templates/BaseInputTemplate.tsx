import type { BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { describedBy, useFormStatus } from '../form/FormStatusContext';

/**
 * The one text input every simple widget draws: the value as typed, an empty string stored as
 * undefined, aria-invalid and aria-describedby from the field's state.
 *
 * A widget that cleans what is typed (upper case, no spaces, digits only) passes `normalise`;
 * the length limit (`options.maxLength`) then applies to the cleaned text, not to the keystrokes,
 * so a pasted "WF19 KXR" or "12 - 34 - 56" is not cut short by its spaces or dashes.
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
  const limit = typeof options.maxLength === 'number' ? options.maxLength : undefined;
  const normalise = props.normalise as ((typed: string) => string) | undefined;
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = normalise ? normalise(e.target.value).slice(0, limit) : e.target.value;
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
      maxLength={normalise ? undefined : limit}
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
