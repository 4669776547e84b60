import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { describedBy, useFieldMessage } from '../form/FormStatusContext';
import { formatThousands, parsePounds } from '../lib/formatPounds';
import { showTyped } from '../lib/showTyped';
import type { WidgetTraits } from './widgetTraits';

/** The pence typed after a point ("12000.5" -> "5"), at most two digits; null when no point. */
const penceTyped = (text: string): string | null =>
  text.includes('.')
    ? text
        .slice(text.indexOf('.') + 1)
        .replace(/\D/g, '')
        .slice(0, 2)
    : null;

/**
 * An amount in whole pounds: a £ prefix, thousands separators as typed, stored as a number.
 * Pence typed after a point stay on screen while the field has the focus, and are not stored:
 * "12,000.50" is £12,000, never 1,200,050 pounds.
 */
export function CurrencyWidget({ id, value, disabled, onChange, onBlur, uiSchema }: WidgetProps) {
  const message = useFieldMessage(id);
  const [pence, setPence] = useState<string | null>(null);
  const pounds = typeof value === 'number' ? formatThousands(value) : '';
  const shown = (whole: string, after: string | null) =>
    whole && after !== null ? `${whole}.${after}` : whole;
  return (
    <div className={`currency${message ? ' input--invalid' : ''}`}>
      <span className="currency-prefix" aria-hidden="true">
        £
      </span>
      <input
        id={id}
        className="input"
        type="text"
        inputMode="decimal"
        value={shown(pounds, pence)}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, Boolean(uiSchema?.['ui:help']), Boolean(message))}
        onChange={(e) => {
          const typed = parsePounds(e.target.value);
          const after = penceTyped(e.target.value);
          showTyped(e.target, shown(typed === undefined ? '' : formatThousands(typed), after));
          setPence(after);
          onChange(typed);
        }}
        onBlur={() => {
          setPence(null);
          onBlur(id, value);
        }}
      />
    </div>
  );
}

CurrencyWidget.traits = { format: 'pounds' } satisfies WidgetTraits;
