import type { WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { describedBy, useFieldMessage } from '../form/FormStatusContext';
import { formatNumber } from '../lib/formatNumber';
import { rangeScale } from '../lib/rangeScale';

type EnumOption = { label: string; value: unknown };

/**
 * A number chosen on a slider, its value shown beside it and read out as `aria-valuetext`: min to
 * max by step (ui:options, else the schema's minimum, maximum and multipleOf), or the schema's own
 * values (enum, oneOf) one stop each, shown by their titles. `ui:options.format` names how a value
 * reads ("pounds": "£2,000"). A native range input, so arrows, Page Up/Down, Home and End move it.
 */
export function RangeWidget({
  id,
  value,
  disabled,
  onChange,
  onBlur,
  schema,
  uiSchema,
  options,
}: WidgetProps) {
  const message = useFieldMessage(id);
  const enumOptions = ((options.enumOptions ?? []) as EnumOption[]).filter(
    (o): o is { label: string; value: number } => typeof o.value === 'number',
  );
  const scale = rangeScale({ options, schema, listed: enumOptions.map((o) => o.value) });
  const lowest = scale.valueAt(scale.min);
  const amount = typeof value === 'number' ? value : lowest;
  const title = enumOptions.find((o) => o.value === amount)?.label;
  const text = title && title !== String(amount) ? title : formatNumber(amount, options.format);
  // A slider always shows a value, so the answer starts as the one shown (the lowest).
  useEffect(() => {
    if (typeof value !== 'number') onChange(lowest);
  }, [value, lowest, onChange]);
  return (
    <div className="slider">
      <input
        id={id}
        type="range"
        min={scale.min}
        max={scale.max}
        step={scale.step}
        value={scale.positionOf(amount)}
        disabled={disabled}
        aria-valuetext={text}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(message))}
        onChange={(e) => onChange(scale.valueAt(Number(e.target.value)))}
        onBlur={() => onBlur(id, amount)}
      />
      <output htmlFor={id} className="slider-value">
        {text}
      </output>
    </div>
  );
}
