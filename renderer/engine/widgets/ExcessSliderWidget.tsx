import type { WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { formatThousands } from '../lib/formatPounds';

/** The first number given: ui:options, then the schema, then the default. */
const pick = (...values: unknown[]): number =>
  values.find((v): v is number => typeof v === 'number') as number;

/** The voluntary excess: a slider from 0 to 2000 in steps of 25, the amount shown beside it. */
export function ExcessSliderWidget({ id, value, disabled, onChange, onBlur, schema, options }: WidgetProps) {
  const amount = typeof value === 'number' ? value : 0;
  const min = pick(options.min, schema.minimum, 0);
  const max = pick(options.max, schema.maximum, 2000);
  const step = pick(options.step, schema.multipleOf, 25);
  // The slider always shows an amount, so the answer starts as that amount (the lowest).
  useEffect(() => {
    if (typeof value !== 'number') onChange(min);
  }, [value, min, onChange]);
  return (
    <div className="slider">
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={amount}
        disabled={disabled}
        aria-valuetext={`£${formatThousands(amount)}`}
        onChange={(e) => onChange(Number(e.target.value))}
        onBlur={() => onBlur(id, amount)}
      />
      <output htmlFor={id} className="slider-value">
        £{formatThousands(amount)}
      </output>
    </div>
  );
}
