import type { WidgetProps } from '@rjsf/utils';
import { useEngineText } from '../form/EngineText';
import { describedBy, useFieldMessage } from '../form/FormStatusContext';
import { useOptions } from '../form/OptionsContext';
import { listOf } from '../lib/listAt';
import type { WidgetTraits } from './widgetTraits';

/**
 * Yes and No as two buttons: radio inputs underneath, so arrows, Space and screen readers work
 * as for any radio group (the FieldTemplate gives the fieldset and legend).
 */
export function YesNoWidget({ id, value, disabled, onChange, onBlur, schema, uiSchema }: WidgetProps) {
  const text = useEngineText();
  const message = useFieldMessage(id);
  // The list the schema names may word the two answers ("Monthly" for true, "Annual" for false).
  const listed = useOptions(listOf(schema));
  const named = (v: boolean, fallback: string) => listed.find((o) => o.value === String(v))?.name ?? fallback;
  const labels: [string, string] = [named(true, text.yes), named(false, text.no)];
  const choices: [boolean, string][] = [
    [true, labels[0]],
    [false, labels[1]],
  ];
  return (
    <div
      className="yes-no"
      id={id}
      aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(message))}
    >
      {choices.map(([choice, label]) => (
        <label key={label} className={`yes-no-option${value === choice ? ' yes-no-option--on' : ''}`}>
          <input
            type="radio"
            name={id}
            value={String(choice)}
            id={`${id}-${String(choice)}`}
            checked={value === choice}
            disabled={disabled}
            aria-invalid={message ? true : undefined}
            onChange={() => onChange(choice)}
            onBlur={() => onBlur(id, value)}
          />
          <span>{label}</span>
        </label>
      ))}
    </div>
  );
}

YesNoWidget.traits = { frame: 'group' } satisfies WidgetTraits;
