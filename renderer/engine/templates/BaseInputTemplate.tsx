import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useState, type ChangeEvent } from 'react';
import { describedBy, useFieldMessage } from '../form/FormStatusContext';
import { showTyped } from '../lib/showTyped';

/**
 * The one text input every simple widget draws: the value as typed, an empty string stored as
 * undefined, aria-invalid and aria-describedby from the field's state.
 *
 * A widget that cleans what is typed (upper case, no spaces, digits only) passes `normalise`;
 * the length limit (`options.maxLength`) then applies to the cleaned text, not to the keystrokes,
 * so a pasted "WF19 KXR" or "12 - 34 - 56" is not cut short by its spaces or dashes.
 *
 * A text answer with a shape to keep (a `pattern` or a `format` in its schema, or
 * `ui:options.trim: true`; `trim: false` turns it off) is stored without the spaces around it: a
 * name typed or pasted as "James " is saved as "James", not refused. What is typed stays on screen
 * while the field has focus, so a space between two words can still be typed.
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
    schema,
  } = props;
  const message = useFieldMessage(id);
  const inputType = type ?? 'text';
  const limit = typeof options.maxLength === 'number' ? options.maxLength : undefined;
  const normalise = props.normalise as ((typed: string) => string) | undefined;
  const shaped = typeof schema.pattern === 'string' || typeof schema.format === 'string';
  const trims =
    !normalise &&
    inputType !== 'number' &&
    (typeof options.trim === 'boolean' ? options.trim : schema.type === 'string' && shaped);
  const [typed, setTyped] = useState<string | null>(null);
  const shown = trims && typed !== null && typed.trim() === String(value ?? '') ? typed : (value ?? '');
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    if (trims) setTyped(e.target.value);
    const cleaned = normalise ? normalise(e.target.value).slice(0, limit) : e.target.value;
    // The same answer as before (a character dropped): the input is not drawn again, so it is told.
    if (normalise && cleaned === normalise(String(value ?? '')).slice(0, limit))
      showTyped(e.target, String(shown));
    const raw = trims ? cleaned.trim() : cleaned;
    if (raw === '') return onChange(options.emptyValue);
    onChange(inputType === 'number' ? Number(raw) : raw);
  };
  return (
    <input
      id={id}
      name={id}
      className={`input${message ? ' input--invalid' : ''}`}
      type={inputType}
      value={shown}
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
      onBlur={(e) => {
        if (!trims) return onBlur(id, e.target.value);
        setTyped(null);
        onBlur(id, e.target.value.trim());
      }}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
