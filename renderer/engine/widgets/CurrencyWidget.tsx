import type { WidgetProps } from '@rjsf/utils';
import { describedBy, useFieldMessage } from '../form/FormStatusContext';
import { formatThousands, parsePounds } from '../lib/formatPounds';
import { showTyped } from '../lib/showTyped';
import type { WidgetTraits } from './widgetTraits';

/** An amount in whole pounds: a £ prefix, thousands separators as typed, stored as a number. */
export function CurrencyWidget({ id, value, disabled, onChange, onBlur, uiSchema }: WidgetProps) {
  const message = useFieldMessage(id);
  return (
    <div className={`currency${message ? ' input--invalid' : ''}`}>
      <span className="currency-prefix" aria-hidden="true">
        £
      </span>
      <input
        id={id}
        className="input"
        type="text"
        inputMode="numeric"
        value={typeof value === 'number' ? formatThousands(value) : ''}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(message))}
        onChange={(e) => {
          const pounds = parsePounds(e.target.value);
          showTyped(e.target, pounds === undefined ? '' : formatThousands(pounds));
          onChange(pounds);
        }}
        onBlur={() => onBlur(id, value)}
      />
    </div>
  );
}

CurrencyWidget.traits = { format: 'pounds' } satisfies WidgetTraits;
